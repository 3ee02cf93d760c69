import type { GoalKind } from '../goal-kind.js';

/**
 * Cutting sugar the way a nutrition coach builds it: a food diary and label reading to find the
 * free sugars (the adult limit is 30 g a day), then one source at a time — sugary drinks, a
 * low-sugar breakfast, sweet snacks, desserts, sauces — with swaps that bring protein and fibre,
 * then fourteen days without added sugar while the taste adjusts, a treat rule, and a last food
 * diary compared with the first.
 */
export const quitSugar: GoalKind = {
  id: 'quit-sugar',
  label: 'Cutting sugar',
  field: 'health',
  signals: [
    'sugar',
    'sugar free',
    'cut sugar',
    'cut out sugar',
    'quit sugar',
    'no sugar',
    'less sugar',
    'give up sugar',
    'no add sugar',
    'add sugar',
    'sugary',
    'sweet',
    'sweet tooth',
    'candy',
    'chocolate',
    'dessert',
    'soda',
    'fizzy drink',
    'sugary drink',
    'energy drink',
    'coke',
    'cake',
    'biscuit',
    'cookie',
    'pastry',
    'ice cream',
    'sweet snack',
  ],
  notWhen: [
    'bake',
    'baking',
    'cake decorat',
    'learn to make',
    'sweet potato',
    'candy crush',
    'sugar glider',
  ],
  lexicon: [
    'sugar',
    'sweet',
    'label',
    'gram',
    'snack',
    'dessert',
    'drink',
    'fruit',
    'craving',
    'breakfast',
    'chocolate',
    'biscuit',
    'juice',
    'protein',
    'fibre',
    'swap',
    'treat',
    'food diary',
    'sauce',
    'cereal',
    'yoghurt',
    'cake',
  ],
  milestones: [
    {
      title: 'Find the hidden sugar',
      description:
        'A food diary and label reading show where your sugar comes from; drinks and breakfast change first.',
      weeks: [
        {
          focus: 'A sugar diary',
          description: 'Write down everything sweet you eat and drink, and learn to read labels.',
          tasks: [
            'Keep a food diary for 3 days, noting everything sweet you eat and drink and the time',
            'Read the labels of five foods you eat every day and note the grams of sugar per portion',
            'Learn the names of added sugar on labels: syrup, dextrose, sucrose, maltose and fruit juice concentrate',
            "Add up one day's free sugars in grams and compare them with the adult limit of 30 g a day",
            'Mark the times of day you crave something sweet in your food diary',
            'Choose the three biggest sugar sources in your food diary to cut first',
          ],
        },
        {
          focus: 'Sugary drinks out',
          description: 'Drinks are the easiest sugar to drop and often the biggest.',
          tasks: [
            'Swap sugary drinks for water, sparkling water or unsweetened tea',
            'Cut the sugar in your tea or coffee by half this week',
            'Replace fruit juice and smoothies with whole fruit',
            'Keep a bottle of water with you so you reach for it instead of a fizzy drink',
            'Check the sugar in "healthy" drinks you buy: flavoured water, iced coffee and kombucha',
            "Count this week's sugary drinks and compare them with your first food diary",
          ],
        },
        {
          focus: 'A low-sugar breakfast',
          description: 'A breakfast with protein and fibre keeps mid-morning cravings down.',
          tasks: [
            'Swap sugary cereal for porridge, eggs or plain yoghurt with fruit',
            'Add protein to breakfast, like eggs, Greek yoghurt or nuts, to cut mid-morning sugar cravings',
            'Read the labels of your bread, granola and yoghurt and choose ones under 5 g of sugar per 100 g',
            'Stop adding sugar to coffee or tea, or use a pinch of cinnamon instead',
            'Keep sugary drinks out for the second week',
            'Note in your food diary how your energy feels at 11 am after a low-sugar breakfast',
          ],
        },
      ],
    },
    {
      title: 'Swap the sweet habits',
      description:
        'Snacks, desserts and the sugar hidden in sauces and ready meals, each replaced with something you like.',
      weeks: [
        {
          focus: 'Snack swaps',
          description: 'Sweet-free snacks planned, and sweets out of reach.',
          tasks: [
            'Plan three sweet-free snacks for the week: nuts, cheese, fruit or hummus with vegetables',
            'Take a snack to work so you skip the biscuit tin and the vending machine',
            'Keep sweets and biscuits out of the house, or in an opaque box on a high shelf',
            'When a sugar craving hits, drink a glass of water and wait 10 minutes',
            'Eat a snack with protein and fibre mid-afternoon, before the 4 pm sugar dip',
            'Count the sweet snacks in your food diary this week and compare them with your first week',
          ],
        },
        {
          focus: 'Desserts',
          description: 'Smaller and fewer desserts, and a new way to end a meal.',
          tasks: [
            'Limit dessert to two evenings this week, and keep the portions small',
            'Swap an everyday dessert for fruit with yoghurt or a square of 85 % dark chocolate',
            "Brush your teeth right after dinner to end the evening's sugar cravings",
            'Finish dinner with a herbal tea instead of something sweet',
            'Notice whether your sugar cravings come with tiredness, stress or boredom, and write it in your food diary',
            'Count your dessert evenings in your food diary',
          ],
        },
        {
          focus: 'Sugar in meals',
          description: 'Sauces, dressings and ready meals hide more sugar than they seem to.',
          tasks: [
            'Check the labels on sauces, dressings and soups for added sugar, and swap the worst for homemade',
            'Cook one meal from scratch with no added sugar',
            'Choose plain over flavoured: plain yoghurt, plain oats, unsweetened milk',
            'Shop with a list and skip the sweets aisle',
            'Compare the sugar on the labels of two ready meals and pick the lower one, or cook instead',
            "Add up one day's free sugars in grams again and compare them with your first week",
          ],
        },
      ],
    },
    {
      title: 'Fourteen days without added sugar',
      description:
        'Two weeks with no added sugar while your taste adjusts, then a treat rule you can keep for good.',
      weeks: [
        {
          focus: 'Start the challenge',
          description: 'A cleared kitchen, planned snacks, and the first days without added sugar.',
          tasks: [
            'Start 14 days of no added sugar: no sweets, desserts, sugary drinks or sugar added to food',
            'Clear the kitchen of sweets, biscuits and sugary cereals, or give them away',
            'Plan every snack for the week from your sweet-free list',
            'Expect sugar cravings on days 2 to 5 and meet each one with water, a walk or a protein snack',
            'Tick each day without added sugar on a calendar',
            'Note in your food diary how your cravings, energy and sleep feel',
          ],
        },
        {
          focus: 'Your taste resets',
          description: 'The second week, when fruit starts to taste sweeter and cravings ease.',
          tasks: [
            'Keep to no added sugar for the second week of the challenge',
            'Notice how sweet fruit tastes now, and write it in your food diary',
            'Plan what you will do at a birthday or office cake moment: a coffee, fruit or a polite no',
            'Eat enough at meals: protein, vegetables and whole grains keep sugar cravings down',
            'Sleep 7 hours or more, since short sleep raises cravings for sugar',
            'Finish the 14 days without added sugar and mark it on your calendar',
          ],
        },
        {
          focus: 'Your treat rule',
          description: 'Decide how sweet things fit your life from now on.',
          tasks: [
            'Decide your treat rule, like one sweet treat twice a week, eaten sitting down and enjoyed',
            'Have one planned treat and notice whether it tastes sweeter than before',
            'Keep sugary drinks out for good',
            'Write down the sugar swaps you will keep for breakfast, snacks, drinks and desserts',
            'Check the labels of two new products before buying them',
            "Add up a day's free sugars in grams and compare them with the 30 g limit",
          ],
        },
      ],
    },
    {
      title: 'Low sugar for good',
      description:
        'Eating out, stress and the people around you handled without sliding back, and a last food diary against the first.',
      weeks: [
        {
          focus: 'Eating out and events',
          description: 'Restaurants and parties within your treat rule.',
          tasks: [
            'Choose a restaurant dish without a sugary sauce, and skip dessert or share one',
            "Plan one social event's food ahead so you stay within your treat rule",
            'Make a dessert with no added sugar that you like: baked apple with cinnamon or berries with yoghurt',
            'Keep a sweet-free snack in your bag for long days',
            'Eat your planned treat on your treat days and skip unplanned sweets',
            'Note in your food diary any sugar that has crept back',
          ],
        },
        {
          focus: 'Stress and cravings',
          description: 'Non-sugar answers for the moments sugar used to fix.',
          tasks: [
            'Write your three sugar craving triggers and an answer to each that is not food',
            'Swap an evening sugar habit for a different ritual: a herbal tea, a walk or a bath',
            'Keep the house free of sweets and biscuits',
            'Read the sugar on the label of every new product before it goes in your basket',
            'Keep to your treat rule on both treat days',
            'Ask {person|the people you live with} to keep their sweets out of sight',
          ],
        },
        {
          focus: 'The sugar review',
          description: 'A last food diary against the first, and your low-sugar rules on one card.',
          tasks: [
            'Keep a 3-day food diary again, noting everything sweet',
            'Add up the free sugars in grams and compare them with your first week',
            'Compare your cravings, energy and sleep with your first week',
            'Write your low-sugar rules on one card: drinks, breakfast, snacks and treats',
            'Plan your meals and snacks for next week around those rules, with a protein snack for each afternoon',
            'Choose your next step: cut sweeteners as well, or swap white bread and pasta for wholegrain to add fibre',
          ],
        },
      ],
    },
  ],
  extras: [
    'Read the sugar per 100 g on the labels of two foods you buy this week',
    'Swap one sweet snack for fruit, nuts or cheese today',
    'Drink a glass of water and wait 10 minutes when a sugar craving hits',
    "Write today's sweet foods and drinks in your food diary",
  ],
  countermeasures: [
    {
      when: ['craving', 'crave', 'addict', 'sweet tooth', 'binge'],
      tasks: [
        'Eat protein at every meal, and wait 10 minutes with a glass of water when a sugar craving hits',
        'Keep one sweet-free snack ready for the hour your cravings are worst',
      ],
    },
    {
      when: ['office', 'colleague', 'cake', 'work'],
      tasks: [
        'Keep a sweet-free snack at your desk for office cake moments',
        'Take your breaks away from the office biscuits, outside or at another desk',
      ],
    },
    {
      when: ['stress', 'emotion', 'comfort', 'bore', 'sad', 'lonely'],
      tasks: [
        'Write down what you feel before reaching for sugar, and try a 5-minute walk or a call first',
      ],
    },
    {
      when: ['family', 'kid', 'child', 'partner', 'housemate', 'flatmate'],
      tasks: [
        'Agree with {person|your household} on a sweets shelf you do not open, or no sweets in the house at all',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep cutting one sugar source at a time and reading labels; your taste adjusts within weeks and sweet food starts to taste too sweet.',
    slipping:
      'Go back to the one change that mattered most, usually sugary drinks or the evening sweet, and cut only that this week.',
  },
  alternative: {
    title: 'Quit added sugar at once',
    description:
      'Cold turkey instead of step by step: no added sugar from day one, with meals that keep blood sugar steady through the hard first days.',
    weeks: [
      {
        focus: 'Day one, all at once',
        description: 'Clear the kitchen and stop every added sugar from the first day.',
        tasks: [
          'Clear the kitchen of sweets, biscuits, sugary drinks and sugary cereal on day one',
          'Stop all added sugar from today: sweets, desserts, sugary drinks and sugar in coffee or tea',
          'Plan three meals a day with protein and vegetables to keep your energy steady without sugar',
          'Carry a sweet-free snack: nuts, cheese or an apple',
          'Expect a headache or low mood in the first sugar-free days; drink water and sleep more',
          'Tick each day without added sugar on your calendar',
        ],
      },
      {
        focus: 'Read every label',
        description: 'Hidden sugar out, and new evening habits in.',
        tasks: [
          'Keep to no added sugar and tick each day on your calendar',
          'Read the labels of everything you buy for hidden sugar',
          'Replace the evening sweet with a herbal tea or a walk',
          'Cook three meals from scratch with no added sugar',
          'Write down how sweet fruit tastes now',
          'Note sugar cravings in your food diary: when, how strong and what helped',
        ],
      },
      {
        focus: 'Sugar-free and social',
        description: 'A social event without sweets, and the rule for after the detox.',
        tasks: [
          'Keep to no added sugar for the third week',
          'Go through a social event without sweets, with a plan ready',
          'Try a dessert with no added sugar: berries with yoghurt or a baked apple',
          'Compare your energy and sugar cravings with the first day',
          'Decide your treat rule for after the sugar detox',
          'Write down the sugar swaps you will keep for good',
        ],
      },
    ],
  },
};
