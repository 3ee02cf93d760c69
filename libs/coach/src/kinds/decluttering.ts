import type { GoalKind } from '../goal-kind.js';

/**
 * Decluttering the way a professional organiser builds it: before photos and a sorting system
 * (keep, donate, sell, recycle and a maybe box), then category by category in the order that
 * trains the decisions — clothes, books and media, papers, kitchen, bathroom, drawers and cables,
 * storage spaces, hobbies — with sentimental things last, the bags out of the house the same week,
 * and rules that keep it clear; it ends with after photos and the count of items let go. The
 * count is the goal's (500 items when it names none).
 */
export const decluttering: GoalKind = {
  id: 'decluttering',
  label: 'Decluttering',
  field: 'home',
  signals: [
    'declutter',
    'decluttering',
    'clutter',
    'tidy',
    'tidy up',
    'organise my home',
    'organize my home',
    'organise my house',
    'organize my house',
    'organise my flat',
    'organize my closet',
    'organise my wardrobe',
    'minimalism',
    'minimalist',
    'konmari',
    'marie kondo',
    'get rid of stuff',
    'get rid of thing',
    'get rid of clothes',
    'get rid of half',
    'clear out',
    'clean out',
    'less stuff',
    'my stuff',
    'own less',
    'live with less',
    'wardrobe',
    'closet',
    'garage',
    'attic',
    'loft',
    'spare room',
    'junk',
    'hoard',
    'death clean',
    'messy',
  ],
  notWhen: [
    'junk food',
    'junk mail',
    'clear out my debt',
    'clean out my debt',
    'clean eating',
    'garage door',
    'garage band',
    'loft conversion',
    'convert the loft',
    'convert my garage',
  ],
  lexicon: [
    'declutter',
    'clutter',
    'item',
    'keep',
    'donat',
    'bag',
    'box',
    'drawer',
    'wardrobe',
    'shelf',
    'shelves',
    'paper',
    'book',
    'kitchen',
    'clothes',
    'clothing',
    'sentimental',
    'sell',
    'recycl',
    'bin',
    'surface',
    'cupboard',
    'tidy',
    'charity',
    'photo',
    'let go',
    'room',
  ],
  measure: {
    kind: 'amount',
    units: ['item', 'thing'],
    default: 500,
    step: 5,
    range: [20, 10000],
  },
  milestones: [
    {
      title: 'Start with the wardrobe',
      description:
        'Before photos and a sorting system, then clothes and books: the categories that train quick decisions.',
      weeks: [
        {
          focus: 'Quick wins and a system',
          description: 'Photos of where you start, labelled bags, and the first clear surface.',
          tasks: [
            'Take before photos of every room and cupboard you want to declutter',
            'Set up labelled bags or boxes: keep, donate, sell, recycle, and a maybe box to check in a month',
            'Do a 15-minute rubbish sweep: one bin bag of obvious rubbish from around the home',
            'Clear one surface completely, like the kitchen table or a hall shelf, and keep it clear all week',
            'Declutter one drawer: empty it, keep only what you use, and let go of {q:0.03}',
            'Find your nearest charity shop, donation bank and recycling point, and note their opening times',
          ],
        },
        {
          focus: 'Clothes',
          description: 'Every item of clothing in one pile, and only what you wear goes back.',
          tasks: [
            'Take every item of clothing out of your wardrobe and drawers and pile it on the bed',
            'Keep only clothes that fit and that you have worn in the last year, and bag the rest to donate or sell',
            'Sort shoes, coats and bags the same way',
            'Let go of {q:0.15} of clothing, shoes and bags',
            'Fold and store the clothes you keep so you can see every item at a glance',
            'Drop your first bags at a charity shop or donation bank this week',
          ],
        },
        {
          focus: 'Books and media',
          description: 'Keep the books you love or will read this year.',
          tasks: [
            'Gather all your books in one place and keep only those you love or will read this year',
            'Sort DVDs, CDs, games and cables, and recycle anything broken or unused',
            'Let go of {q:0.1} from your books, media and cables',
            'List valuable books or games for sale online with photos and a price',
            'Put a one-in, one-out rule on your bookshelves',
            'Count the items you have let go so far and note the total',
          ],
        },
      ],
    },
    {
      title: 'Papers, kitchen and bathroom',
      description: 'The everyday rooms and the paper pile, sorted so they stay easy to keep clear.',
      weeks: [
        {
          focus: 'Papers',
          description: 'Every paper in one box, then shred, file or scan.',
          tasks: [
            'Collect every paper in the home into one box: post, manuals, receipts and files',
            'Shred or recycle papers you no longer need: old bills, manuals you can find online, expired guarantees',
            'File the papers you keep into three folders: to act on, keep for a while, keep for good',
            'Unsubscribe from catalogues and junk mail to stop new paper clutter',
            'Scan important papers you want a digital copy of',
            'Set up one tray for incoming post and papers, and clear it once a week',
          ],
        },
        {
          focus: 'The kitchen',
          description: 'One cupboard at a time, keeping what you actually use.',
          tasks: [
            'Empty one kitchen cupboard at a time and keep only what you used in the last 6 months',
            'Clear out expired food from the fridge, freezer and cupboards',
            'Keep one of each kitchen gadget and donate duplicates, and recycle containers without lids',
            'Let go of {q:0.12} from the kitchen',
            'Clear the kitchen worktops so only the things you use daily stay out',
            'Take the kitchen bags to donation or recycling this week',
          ],
        },
        {
          focus: 'Bathroom and linen',
          description: 'Toiletries, medicines, towels and the cleaning cupboard.',
          tasks: [
            'Take expired medicines to a pharmacy, and bin old make-up and toiletries',
            'Keep one bottle of each toiletry open and store the spares in one box',
            'Keep two sets of bedding per bed and two towels per person, and donate the rest to an animal shelter',
            'Declutter the cleaning cupboard and recycle empty or unused products',
            'Let go of {q:0.08} from the bathroom, linen and cleaning cupboards',
            'Count the items you have let go so far, and compare your before photos with now',
          ],
        },
      ],
    },
    {
      title: 'Clear the hidden corners',
      description:
        'Junk drawers, cables, the hallway, storage spaces and hobby gear: the clutter behind closed doors.',
      weeks: [
        {
          focus: 'Drawers, cables and the hall',
          description: 'The small stuff that piles up without anyone deciding it should.',
          tasks: [
            'Empty the junk drawer and keep only what has a clear use',
            'Collect every cable, charger and old phone, keep what fits devices you own and recycle the rest at an e-waste point',
            'Declutter the hallway: coats, shoes, bags and keys, with one hook each',
            'Let go of {q:0.1} from drawers, cables and the hallway',
            'List three bigger items for sale online, like furniture, sports kit or electronics',
            'Keep your cleared surfaces clear with a 10-minute tidy each evening',
          ],
        },
        {
          focus: 'Storage spaces',
          description: 'Every box in the garage, loft or cellar opened and sorted.',
          tasks: [
            'Open every box in the garage, loft or storage space and sort it into keep, donate, sell and recycle',
            'Let go of anything you have not opened or used in a year, unless it is sentimental',
            'Book a bulky-waste collection or a trip to the tip for broken furniture and large items',
            'Let go of {q:0.15} from storage spaces',
            'Label the boxes you keep with their contents',
            'Take a carload to the charity shop or recycling centre',
          ],
        },
        {
          focus: 'Hobbies and gifts',
          description: 'Gear for the life you had, and things kept out of guilt.',
          tasks: [
            'Sort hobby and sports gear: keep what you used this year and pass the rest on',
            'Donate unused gifts and things you kept out of guilt',
            'Sell your listed items or lower the price, and donate what has not sold in two weeks',
            'Let go of {q:0.1} from hobby gear and gifts',
            'Check the items in your maybe box and donate what you have not missed',
            'Count the items you have let go so far',
          ],
        },
      ],
    },
    {
      title: 'Sentimental things and a clear home',
      description:
        'Keepsakes last, when your decisions are quickest, then rules to stay clear and the final walkthrough.',
      weeks: [
        {
          focus: 'Sentimental things',
          description: 'Keep the things that hold a clear memory, and a photo of the rest.',
          tasks: [
            'Sort sentimental items: keep the ones that bring back a clear memory and let go of the rest',
            'Photograph sentimental items before you let them go, and keep the photos in one album',
            'Choose one memory box per person and keep what fits in it',
            'Sort printed photos: keep the best, scan some and recycle duplicates and blurry ones',
            'Let go of {q:0.07} from sentimental items and photos',
            'Offer family things you do not want to {person|relatives} before you donate them',
          ],
        },
        {
          focus: 'Rules to stay clear',
          description: 'A home for everything, and habits that stop clutter coming back.',
          tasks: [
            'Write your rules to stay clutter-free: one in, one out, a 30-day wait before buying, a monthly donation bag',
            'Give everything you kept a home, so each item has a place to go back to',
            'Do a 10-minute reset of every surface each evening',
            'Unsubscribe from shop emails so new clutter stops arriving',
            'Walk through every room and collect the last things that have no home',
            'Take the last bags to donation, recycling or the buyer',
          ],
        },
        {
          focus: 'The final walkthrough',
          description: 'After photos, the final count and a monthly session in the calendar.',
          tasks: [
            'Take after photos of every room and compare them with your before photos',
            'Count the items you let go over 12 weeks against your target of {q}',
            'Walk through each room and write down one spot that still gathers clutter and a fix for it',
            'Empty your maybe box: donate whatever you did not use',
            'Invite {person|a friend} round to your clear, tidy home',
            'Put a monthly 30-minute declutter session in your calendar',
          ],
        },
      ],
    },
  ],
  extras: [
    'Fill one bag with things to donate in {min:15}',
    'Clear one surface and keep it clear for the week',
    'Do a 10-minute tidy: every item back in its place',
    'Take your donation bags to the charity shop',
  ],
  countermeasures: [
    {
      when: ['sentimental', 'attach', 'guilt', 'gift', 'memor', 'let go', 'just in case'],
      tasks: [
        'Ask of each item: would I buy this again today, and have I used it this year',
        'Put doubtful items in a dated maybe box and donate whatever you have not opened in 30 days',
      ],
    },
    {
      when: ['partner', 'family', 'kid', 'roommate', 'flatmate', 'husband', 'wife'],
      tasks: [
        'Declutter only your own things first; others often follow when they see the result',
        'Give each person a box or shelf that is theirs to keep as they like',
      ],
    },
    {
      when: ['overwhelm', 'too much', 'where to start', 'huge'],
      tasks: [
        'Set a 15-minute timer and declutter one drawer or one shelf only',
        'Start with rubbish and obvious donations before anything that needs deciding',
      ],
    },
    {
      when: ['sell', 'waste', 'worth', 'value'],
      tasks: [
        'Give selling items a two-week deadline, then donate what has not sold',
        'Sell in batches: photograph five items at once and list them together',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep going category by category and take the bags out the same week, so nothing drifts back into the cupboards.',
    slipping:
      'Shrink it to 15 minutes and one drawer or shelf a day; small clear spots add up and keep you going.',
  },
  alternative: {
    title: 'Room by room, a little a day',
    description:
      'Instead of categories, one room at a time for 15 minutes a day, finishing each room before starting the next.',
    weeks: [
      {
        focus: 'The room that bothers you most',
        description: 'Fifteen minutes a day until the first room is done.',
        tasks: [
          'Pick the room that bothers you most and declutter it for {min:15} a day',
          'Clear every surface in that room and put back only what you use',
          "Sort the room's drawers and cupboards into keep, donate, sell and recycle",
          'Let go of {q:0.1} from the room',
          "Take the room's donation bags to the charity shop",
          'Photograph the finished room and pick the next one',
        ],
      },
      {
        focus: 'The second room',
        description: 'The same routine in the next room, with the first one kept clear.',
        tasks: [
          'Declutter the second room for {min:15} a day',
          "Clear the second room's surfaces and floor",
          'Sort its cupboards and drawers into keep, donate, sell and recycle',
          'Let go of {q:0.1} from the second room',
          'Do a 10-minute evening tidy in both cleared rooms',
          'Photograph the second room and pick the third',
        ],
      },
      {
        focus: 'The third room',
        description: 'A third room done, and a game to keep the momentum.',
        tasks: [
          'Declutter the third room for {min:15} a day',
          'Play the minimalism game: one item out on day 1, two on day 2, up to seven on day 7',
          "Sort the third room's cupboards into keep, donate, sell and recycle",
          'Let go of {q:0.1} from the third room',
          'Take every bag to donation or recycling',
          'Compare your before and after photos of all three rooms',
        ],
      },
    ],
  },
};
