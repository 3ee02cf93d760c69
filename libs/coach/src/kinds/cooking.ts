import type { GoalKind } from '../goal-kind.js';

/**
 * Learning to cook the way a cookery school builds it: knife skills, eggs, rice and pasta and a
 * tomato sauce first, then roasting, pan-frying and pan sauces, soups and stocks, slow stews and
 * a white sauce, then meat and fish cooked to temperature, bread and baking, and cooking from
 * taste without a recipe; it ends with a three-course dinner planned, rehearsed and served to
 * guests. A list of recipes to cook (the goal's count, 12 when it names none) runs through it.
 */
export const cooking: GoalKind = {
  id: 'cooking',
  label: 'Learning to cook',
  field: 'learning',
  signals: [
    'cook',
    'cooking',
    'learn to cook',
    'learn how to cook',
    'learn cook',
    'good cook',
    'better cook',
    'cook dinner',
    'cook from scratch',
    'cook more',
    'home cook',
    'recipe',
    'chef',
    'bake',
    'baking',
    'learn to bake',
    'culinary',
    'knife skill',
    'sourdough',
    'cuisine',
    'dinner party',
  ],
  notWhen: [
    'cook the book',
    'meal prep',
    'kitchen renovation',
    'renovate my kitchen',
    'redo my kitchen',
    'declutter',
    'tidy',
    'organise my kitchen',
    'organize my kitchen',
  ],
  lexicon: [
    'cook',
    'recipe',
    'knife',
    'chop',
    'dice',
    'onion',
    'pan',
    'oven',
    'roast',
    'simmer',
    'sauce',
    'season',
    'salt',
    'egg',
    'pasta',
    'rice',
    'stock',
    'soup',
    'dough',
    'bread',
    'bak',
    'fry',
    'dish',
    'taste',
    'stew',
    'dinner',
    'kitchen',
    'menu',
    'meat',
  ],
  measure: {
    kind: 'amount',
    units: ['recipe', 'dish', 'dinner'],
    default: 12,
    step: 1,
    range: [3, 200],
  },
  milestones: [
    {
      title: 'Knife, heat and seasoning',
      description:
        'A sharp knife and the claw grip, eggs three ways, rice, pasta and a tomato sauce from scratch, and a tray of roast vegetables.',
      weeks: [
        {
          focus: 'Kit and knife skills',
          description: 'The few tools that matter, the claw grip, and eggs three ways.',
          tasks: [
            "Check your kitchen kit: a sharp chef's knife, a big chopping board, a heavy frying pan, a saucepan and an oven tray",
            'Practise the claw grip, then slice, dice and chop an onion, a carrot and a clove of garlic',
            'Watch a {min:15} knife-skills video and practise on two more onions',
            'Cook eggs three ways: scrambled, fried and boiled with a timer',
            'Write a list of the {q} you want to cook by the end of the 12 weeks, from easy to harder',
            'Make an omelette with onion, herbs and cheese for dinner, tasting and seasoning as you go',
          ],
        },
        {
          focus: 'Rice, pasta and a tomato sauce',
          description: 'The everyday bases cooked right, and a sauce from scratch.',
          tasks: [
            'Cook rice by absorption: 1 cup of rice to 1.5 cups of water, lid on, 12 minutes on low, 10 minutes resting',
            'Cook pasta in well-salted water and save a cup of the pasta water for the sauce',
            'Make a tomato sauce from scratch: onion and garlic softened in olive oil, tinned tomatoes, 20 minutes of simmering',
            'Season to taste: add salt in small pinches and taste after each one',
            'Cook {q:0.08} from your list this week',
            'Cook a full pasta dinner with your tomato sauce for someone else',
          ],
        },
        {
          focus: 'Roasting',
          description: 'The oven does the work: roast vegetables and a one-tray dinner.',
          tasks: [
            'Roast a tray of vegetables at 200 °C: cut evenly, oil and salt, spread out, 30 to 40 minutes',
            'Make a vinaigrette: 3 parts oil to 1 part vinegar, a little mustard, salt and pepper',
            'Roast a one-tray dinner of chicken thighs or chickpeas with vegetables',
            'Taste every dish before serving and adjust it with salt, lemon or chilli',
            'Cook {q:0.08} from your list',
            'Start a cooking notebook: what went well, what burnt or stayed raw, and what to change',
          ],
        },
      ],
    },
    {
      title: 'Pan, pot and sauce',
      description:
        'Pan-frying and pan sauces, soups and stocks, slow stews, a curry and a white sauce.',
      weeks: [
        {
          focus: 'Pan-frying',
          description: 'A hot pan, a dry surface and patience, then a sauce from the pan.',
          tasks: [
            'Pan-fry a piece of chicken, fish or tofu: hot pan, dry surface, and no moving it for 3 minutes',
            'Make a pan sauce from the brown bits: a splash of stock or wine, reduce, then a knob of butter',
            'Stir-fry vegetables and noodles on high heat, with everything chopped before you start',
            'Practise mise en place: every ingredient measured and chopped before the heat goes on under the pan',
            'Cook {q:0.08} from your list',
            'Cook a stir-fry dinner for two in under 30 minutes',
          ],
        },
        {
          focus: 'Soups and stock',
          description: 'A soup base you can vary endlessly, and a stock from scraps.',
          tasks: [
            'Make a vegetable soup: onion, carrot and celery softened, then stock and vegetables, simmered and blended',
            'Make a stock from a chicken carcass or vegetable scraps and freeze it in portions',
            'Make a lentil soup and season it with cumin and lemon',
            'Freeze soup in labelled portions for lunches',
            'Cook {q:0.08} from your list',
            'Taste your soups side by side and note in your cooking notebook which seasoning worked best',
          ],
        },
        {
          focus: 'Slow stews and sauces',
          description: 'Browning, low simmering, spices and a white sauce.',
          tasks: [
            'Brown meat or mushrooms for a stew in batches, without crowding the pan',
            'Cook a chilli or stew on a low simmer for at least an hour',
            'Cook a curry from scratch, frying whole and ground spices in oil first',
            'Make a white sauce (a roux of butter and flour, then milk) and use it in a gratin or lasagne',
            'Cook {q:0.08} from your list',
            'Cook a batch of stew and share it with {person|a neighbour or friend}',
          ],
        },
      ],
    },
    {
      title: 'Cook by timing and taste',
      description:
        'Meat and fish cooked to temperature, bread and baking by weight, and dinners improvised from what is in the fridge.',
      weeks: [
        {
          focus: 'Meat and fish',
          description: 'A thermometer, resting, and fish cooked until it just flakes.',
          tasks: [
            'Use a meat thermometer: chicken to 75 °C in the thickest part, pork to 63 °C and then rested',
            'Cook a salmon or white fish fillet in the oven or pan until it just flakes',
            'Roast a whole chicken and make gravy from the roasting tin',
            'Rest meat for 5 to 10 minutes before cutting it',
            'Cook {q:0.08} from your list',
            'Write the cooking times and temperatures that worked in your cooking notebook',
          ],
        },
        {
          focus: 'Bread and baking',
          description: 'Baking by weight, a first loaf and a simple dough by hand.',
          tasks: [
            'Bake a simple loaf of bread: flour, water, yeast and salt, kneaded for 10 minutes and proved until doubled',
            'Weigh baking ingredients with scales instead of cups',
            'Bake a batch of muffins or a fruit crumble',
            'Make a flatbread or shortcrust dough by hand',
            'Cook {q:0.08} from your list',
            'Bake a second loaf and compare its crumb and crust with the first',
          ],
        },
        {
          focus: 'Cook without a recipe',
          description: 'Use what you have learned to cook from the fridge and by taste.',
          tasks: [
            'Cook a dinner from what is in the fridge without a recipe, starting from onion and garlic',
            'Make a sauce balanced for salt, acid, fat and heat, tasting and adjusting four times',
            'Swap one ingredient in a recipe you know, like beans for meat or a different herb',
            'Cook a dish from a cuisine you have never cooked before',
            'Cook {q:0.08} from your list',
            'Write a 3-course menu on paper: what can be made ahead and when each dish starts',
          ],
        },
      ],
    },
    {
      title: 'Host a dinner',
      description:
        'A three-course menu from your best dishes, a test run, a timeline, and dinner served to guests.',
      weeks: [
        {
          focus: 'A menu for guests',
          description: 'Choose the menu, test the main course and invite people.',
          tasks: [
            'Plan a 3-course menu for {person|friends or family} from the dishes you cook best',
            'Cook a test run of the main course and time each step',
            'Write a timeline for the dinner: what to prep the day before, the morning and the last hour',
            'Invite your guests to dinner on a date about two weeks away',
            'Cook {q:0.08} from your list',
            'Make the dessert as a test and adjust the recipe',
          ],
        },
        {
          focus: 'The rehearsal',
          description: 'The whole menu once, following the timeline.',
          tasks: [
            'Cook the whole menu once as a rehearsal, following your timeline',
            'Note which dish ran late in the rehearsal and start it earlier or make it ahead',
            'Write a shopping list by recipe and check what you already have in the kitchen',
            'Sharpen your knife and get your pans, serving dishes and oven trays ready',
            'Cook {q:0.08} from your list',
            'Make anything that keeps for a day or two: sauces, dough, dessert',
          ],
        },
        {
          focus: 'The dinner party',
          description: 'Shop, prep and serve three courses, then look back at 12 weeks of cooking.',
          tasks: [
            'Shop for the dinner two days ahead, and buy fresh herbs and fish on the day',
            'Prep in the morning following your timeline: chop, measure and make the dessert',
            'Cook and serve your 3-course dinner to your guests',
            'Ask your guests which dish they liked best and write it in your cooking notebook',
            'Count the recipes you have cooked over 12 weeks against your list of {q}',
            'Choose what to cook next: a cuisine, a technique or a recipe book to cook through',
          ],
        },
      ],
    },
  ],
  extras: [
    'Practise dicing an onion and two carrots, timing yourself',
    'Cook a dish from your list and write one thing to change next time',
    "Taste and adjust the seasoning of tonight's dinner before serving",
    'Sharpen your knife and clean down the kitchen after cooking',
  ],
  countermeasures: [
    {
      when: ['burn', 'fail', 'disaster', 'mess up', 'ruin', 'bad at'],
      tasks: [
        'Cook at medium heat with a timer, and taste and check the pan every few minutes',
        'Pick recipes with 8 ingredients or fewer until your basics feel easy',
      ],
    },
    {
      when: ['small kitchen', 'no oven', 'equipment', 'tiny kitchen', 'one pan', 'hob'],
      tasks: [
        'Cook one-pot and one-pan recipes: stir-fries, stews and pasta cooked in its sauce',
        "Buy one good chef's knife and one heavy pan before any other kitchen kit",
      ],
    },
    {
      when: ['picky', 'fussy', 'kid', 'family', 'partner'],
      tasks: ['Cook one base dish and let everyone add their own toppings and sauce'],
    },
    {
      when: ['tired', 'after work', 'late', 'exhaust'],
      tasks: [
        'Keep three 20-minute recipes for tired evenings: an omelette, a stir-fry and pasta with a pan sauce',
        'Batch-cook a sauce and a stew at the weekend to heat up on weeknights',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Repeat each dish until you can cook it without the recipe, and keep tasting and seasoning as you go.',
    slipping:
      'Go back to two easy dishes a week you enjoy, like a tomato pasta and a tray bake; cooking often matters more than cooking new.',
  },
  alternative: {
    title: 'Five dinners by heart',
    description:
      'Depth before breadth: five weeknight dinners cooked again and again until you can make them from memory, then varied.',
    weeks: [
      {
        focus: 'Five dinners',
        description: 'Pick five dinners you love and cook them by the recipe.',
        tasks: [
          'Pick five weeknight dinners you love and save their recipes in one place',
          'Cook the first dinner exactly as the recipe says, noting the time it took',
          'Cook the second dinner, with mise en place before the heat goes on',
          'Cook the third dinner, tasting and seasoning at each step',
          'Cook the first dinner again and see how much faster it goes',
          'Write one shopping list that covers all five dinners',
        ],
      },
      {
        focus: 'From memory',
        description: 'The rest of the five, then the first ones without the recipe.',
        tasks: [
          'Cook the fourth dinner',
          'Cook the fifth dinner',
          'Cook the second dinner again without looking at the recipe',
          'Cook the third dinner again, adjusting the seasoning to your taste',
          'Note in your cooking notebook which steps you now do from memory',
          'Cook one of the dinners for a friend or family member',
        ],
      },
      {
        focus: 'Make them yours',
        description: 'All five from memory, each with your own variation.',
        tasks: [
          'Cook each of the five dinners once from memory',
          'Cook one variation of each dinner, like a new vegetable or spice',
          'Time each dinner and aim for under 40 minutes',
          'Double one recipe and freeze the extra portions',
          'Teach one of your dinners to {person|someone at home}',
          'Write all five dinners as short recipe cards in your own words',
        ],
      },
    ],
  },
};
