import type { GoalKind } from '../goal-kind.js';

/**
 * Growing a garden the way a kitchen gardener builds the season: watch the sun and plan the beds,
 * clear weeds and feed the soil with compost, sow fast crops direct and tender ones in trays,
 * prick out and harden off, transplant, water deeply and mulch, support and feed, keep slugs and
 * aphids in check, succession-sow for a steady supply, then harvest little and often and keep a
 * garden journal; it ends with a meal from the garden and next season's plan.
 */
export const gardening: GoalKind = {
  id: 'gardening',
  label: 'Growing a garden',
  field: 'home',
  signals: [
    'garden',
    'gardening',
    'vegetable garden',
    'kitchen garden',
    'herb garden',
    'grow vegetable',
    'grow veg',
    'grow food',
    'grow my own',
    'grow herb',
    'grow tomato',
    'grow salad',
    'grow potato',
    'grow fruit',
    'allotment',
    'raised bed',
    'vegetable patch',
    'veg patch',
    'balcony',
    'plant',
    'houseplant',
    'seed',
    'sow',
    'compost',
    'greenhouse',
    'polytunnel',
    'homegrown',
    'harvest',
    'permaculture',
    'seedling',
    'green thumb',
  ],
  notWhen: [
    'grow my business',
    'grow my channel',
    'grow my audience',
    'grow my instagram',
    'grow my following',
    'grow my own business',
    'grow my own company',
    'business',
    'eat more plant',
    'plant base',
    'plant based',
    'plant-based',
    'power plant',
    'seed round',
    'seed funding',
    'garden office',
    'garden room',
    'garden shed',
    'garden party',
    'garden leave',
  ],
  lexicon: [
    'garden',
    'bed',
    'soil',
    'compost',
    'sow',
    'seed',
    'plant',
    'water',
    'mulch',
    'weed',
    'harvest',
    'pot',
    'tray',
    'tomato',
    'salad',
    'herb',
    'radish',
    'slug',
    'aphid',
    'feed',
    'transplant',
    'harden',
    'crop',
    'sun',
    'journal',
    'leaves',
    'pest',
  ],
  milestones: [
    {
      title: 'Plan the plot and feed the soil',
      description:
        'Where the sun falls, what to grow and where, soil cleared and fed with compost, and the first seeds in.',
      weeks: [
        {
          focus: 'Site and sun',
          description: 'Watch the light, measure the space and choose easy crops you like to eat.',
          tasks: [
            'Watch your garden, balcony or allotment through a day and note the hours of direct sun each spot gets',
            'Measure the space and draw a plan of your beds or pots on paper',
            'List the crops you like to eat and pick 6 easy ones: salad, radish, beans, courgette, tomatoes and herbs',
            "Check each crop's sowing dates on its seed packet against your local last frost date",
            'Buy or order seeds, seed compost and a few seed trays or small pots',
            'Start a garden journal with your plan, your crops and their sowing dates',
          ],
        },
        {
          focus: 'Prepare the soil',
          description: 'Clear the weeds, feed the soil and set up water and compost.',
          tasks: [
            'Clear weeds from your beds, forking out the roots of dandelion, dock and bindweed',
            'Do a squeeze test of your soil: sticky clay, gritty sand or crumbly loam',
            'Spread 5 cm of garden compost or well-rotted manure over each bed',
            'Fill containers with peat-free multipurpose compost, with drainage holes in every pot',
            'Set up a water butt or a watering can and hose within reach of the beds',
            'Start a compost bin or heap for kitchen and garden waste',
          ],
        },
        {
          focus: 'First sowings',
          description: 'Tender crops in trays indoors, hardy ones straight into the soil.',
          tasks: [
            'Sow tomatoes, peppers or basil indoors in seed trays on a warm, bright windowsill',
            'Direct-sow radish and lettuce thinly in a short row, 1 cm deep, and water gently',
            'Label every row and tray with the crop and the sowing date',
            'Water seed trays from below by standing them in a tray of water for 10 minutes',
            'Protect new sowings from slugs with copper tape, wool pellets or an evening torch patrol',
            'Note in your garden journal what you sowed, where and when',
          ],
        },
      ],
    },
    {
      title: 'Raise strong seedlings',
      description:
        'Seedlings kept moist and turned to the light, thinned and pricked out, more sowings, and hardening off.',
      weeks: [
        {
          focus: 'Seedlings',
          description: 'Daily checks, thinning and the first weeding.',
          tasks: [
            'Check seed trays daily and keep the compost moist but not soggy',
            'Turn windowsill seedlings each day so they grow straight toward the light',
            'Sow peas or beans in pots or direct, with supports ready',
            'Thin radish and lettuce seedlings to 3 to 5 cm apart',
            'Hoe or hand-weed between the rows for 10 minutes',
            'Record germination dates in your garden journal',
          ],
        },
        {
          focus: 'Pricking out',
          description: 'Seedlings into their own pots, and a second sowing for a steady harvest.',
          tasks: [
            'Prick out tomato seedlings into their own 9 cm pots once they have two true leaves, holding them by a leaf',
            'Sow a second row of salad for a steady supply (succession sowing)',
            'Sow courgette or squash seeds on their side in small pots',
            'Water beds deeply twice a week rather than a sprinkle every day',
            'Put supports in place for peas, beans and tomatoes',
            'Check for slugs and aphids at dusk and remove them by hand',
          ],
        },
        {
          focus: 'Hardening off',
          description: 'Young plants get used to the outdoors before they are planted out.',
          tasks: [
            'Harden off seedlings: put them outside for a few hours on mild days, longer each day, for 7 to 10 days',
            'Bring tender plants in if frost is forecast',
            'Prepare each planting spot with a handful of compost',
            'Sow herbs like parsley, coriander and dill in pots',
            'Weed the beds for 15 minutes',
            'Note in your garden journal which seedlings are ready to plant out',
          ],
        },
      ],
    },
    {
      title: 'Plant out and tend',
      description:
        'Transplants in the ground, deep watering and mulch, feeding and supports, and pests kept in check.',
      weeks: [
        {
          focus: 'Transplanting',
          description: 'Hardened-off plants into their final places, watered in and protected.',
          tasks: [
            'Transplant hardened-off seedlings on a cloudy day or in the evening, at the spacing on the seed packet',
            'Water each transplant in well, and again the next day',
            'Plant tomatoes deep, up to their first leaves, and tie each to a cane',
            'Mulch around plants with compost or straw to keep water in and weeds down',
            'Protect young plants from slugs and birds with netting or barriers',
            'Draw in your garden journal where each crop went in',
          ],
        },
        {
          focus: 'Water and feed',
          description: 'Deep, well-timed watering and a weekly feed for fruiting crops.',
          tasks: [
            'Water in the morning at the base of plants, deep enough to wet the soil 10 cm down',
            'Check containers with a finger before watering, and water when the top 2 cm of compost is dry',
            'Feed tomatoes and courgettes weekly with a potash-rich liquid feed once flowers appear',
            'Pinch out side shoots on cordon tomatoes and tie in the main stem',
            'Sow another row of salad and radish',
            'Weed and check for pests for 15 minutes',
          ],
        },
        {
          focus: 'Pests and problems',
          description: 'Look closely, act early, and bring in the helpful insects.',
          tasks: [
            'Inspect leaves top and bottom for aphids, caterpillars and mildew',
            'Rub off aphids or hose them off with water, and pick caterpillars off by hand',
            'Remove yellow or diseased leaves and bin them rather than composting them',
            'Plant marigolds or nasturtiums near your crops to draw in helpful insects',
            'Pick your first radishes and salad leaves',
            'Note in your garden journal which pests came and what worked against them',
          ],
        },
      ],
    },
    {
      title: 'Harvest and plan next season',
      description:
        'Picking little and often to keep plants cropping, a meal from the garden, and a plan for the next season.',
      weeks: [
        {
          focus: 'First harvests',
          description: 'Pick in the way that keeps each plant producing.',
          tasks: [
            'Harvest salad by cutting the outer leaves so each plant keeps growing',
            'Pick herbs often and pinch out flower buds on basil so it stays leafy',
            'Pick courgettes and beans small and often to keep the plants cropping',
            'Keep watering deeply and feeding tomatoes weekly',
            'Weigh or count each harvest and write it in your garden journal',
            'Sow a follow-on crop in cleared spaces: salad, spinach or spring onions',
          ],
        },
        {
          focus: 'Keep it cropping',
          description: 'Regular picking, cleared beds refilled, and seeds saved.',
          tasks: [
            'Harvest every two or three days',
            'Clear finished crops and add compost before the next sowing',
            'Save seeds from one open-pollinated plant, like a bean or a lettuce',
            'Share your surplus harvest with {person|a neighbour}',
            'Water containers daily in hot weather',
            'Photograph each bed for your garden journal',
          ],
        },
        {
          focus: 'A meal from the garden',
          description: 'Cook what you grew, add up the harvest and plan the next season.',
          tasks: [
            'Cook a meal with at least three crops from your own garden',
            'Add up your harvest in your garden journal: crops, weights or counts',
            'Note which crops did well, which failed and why',
            'Plan next season: what to grow more of, what to drop and how to rotate crops between beds',
            'Mulch empty beds with compost or sow a green manure',
            'Clean and store your tools, pots and seed trays',
          ],
        },
      ],
    },
  ],
  extras: [
    'Weed and check for slugs and aphids for 15 minutes',
    'Water deeply at the base of your plants in the morning',
    "Write today's sowings, harvests and weather in your garden journal",
    'Turn your compost heap or add kitchen scraps to it',
  ],
  countermeasures: [
    {
      when: ['slug', 'snail', 'pest', 'bug', 'aphid', 'bird', 'pigeon', 'squirrel', 'rabbit'],
      tasks: [
        'Do a torch patrol for slugs at dusk after rain, and put out wool pellets or beer traps',
        'Cover young plants and brassicas with fine netting against birds and butterflies',
      ],
    },
    {
      when: ['space', 'small', 'balcony', 'flat', 'apartment', 'no garden'],
      tasks: [
        'Grow in containers: salad in window boxes, tomatoes in 20-litre pots and herbs on the sill',
        'Grow up, not out: train bean and cucumber plants up a trellis or canes',
      ],
    },
    {
      when: ['shade', 'shady', 'north', 'no sun', 'dark'],
      tasks: ['Grow crops that cope with shade: lettuce, spinach, chard, mint and parsley'],
    },
    {
      when: ['holiday', 'away', 'drought', 'hot', 'heat', 'water'],
      tasks: [
        'Set up watering for when you are away: group pots in trays, lay a drip hose or ask {person|a neighbour} to water',
        'Mulch every bed with 5 cm of compost so the soil holds water',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep it little and often: a few minutes of watering, weeding and checking for pests each day beats one big weekend session.',
    slipping:
      'Cut back to the crops that are thriving, mulch the rest, and give the garden 10 minutes a day of watering and picking.',
  },
  alternative: {
    title: 'A container garden',
    description:
      'No beds to dig: salad, herbs, tomatoes and strawberries in pots on a balcony, patio or windowsill.',
    weeks: [
      {
        focus: 'Pots and compost',
        description: 'Choose container crops, big enough pots and good compost.',
        tasks: [
          'Measure your balcony, patio or windowsill and note its hours of sun',
          'Choose 5 container crops: herbs, salad leaves, cherry tomatoes, chillies and strawberries',
          'Buy pots of at least 20 litres for tomatoes and 10 litres for salad, with drainage holes',
          'Fill the pots with peat-free multipurpose compost',
          'Sow salad and herbs in pots, and buy tomato and chilli plants as young plants',
          'Start a garden journal with a sketch of your pots',
        ],
      },
      {
        focus: 'Watering and support',
        description: 'Pots dry out fast; water, thin and stake.',
        tasks: [
          'Water pots when the top 2 cm of compost is dry, and daily in hot spells',
          'Put saucers or trays under the pots on a balcony',
          'Thin salad seedlings to 5 cm apart',
          'Stake tomatoes and tie them in weekly',
          'Sow a second pot of salad for a steady harvest',
          'Check for aphids and slugs under the pot rims',
        ],
      },
      {
        focus: 'Feed and pick',
        description: 'A weekly feed, and picking that keeps the plants going.',
        tasks: [
          'Feed fruiting plants weekly with a liquid tomato feed',
          'Harvest salad leaves from the outside of each plant',
          'Pick herbs often to keep them bushy',
          'Move pots to follow the sun if you can',
          'Resow any gaps in your pots with salad or herbs',
          'Write your harvests in your garden journal',
        ],
      },
    ],
  },
};
