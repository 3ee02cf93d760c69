import type { GoalKind } from '../goal-kind.js';

/**
 * Moving home the way a relocation planner counts down twelve weeks: a budget, a timeline and the
 * notice period first, then the area researched and homes viewed and scored, then the new place
 * secured, notice given and removals booked, then a declutter before packing, boxes labelled by
 * room, the change-of-address list and utilities, and finally moving day with meter readings and
 * photos at both ends, unpacking, registering locally and settling into the new area.
 */
export const movingHouse: GoalKind = {
  id: 'moving-house',
  label: 'Moving home',
  field: 'home',
  signals: [
    'move house',
    'move home',
    'move to',
    'move abroad',
    'move out',
    'move into',
    'move in',
    'move country',
    'move city',
    'move flat',
    'move apartment',
    'house move',
    'relocate',
    'relocation',
    'emigrate',
    'new home',
    'new house',
    'new flat',
    'new apartment',
    'new city',
    'new place',
    'own place',
    'find a flat',
    'find an apartment',
    'find a house',
    'rent a flat',
    'removal',
    'downsize',
  ],
  notWhen: [
    'move more',
    'move my body',
    'move every day',
    'move on',
    'move forward',
    'move up',
    'move to a new role',
    'move to a new job',
    'move into management',
    'move into a new role',
    'move into tech',
    'move to part-time',
    'move to part time',
    'move my money',
    'move to a plant',
    'move to index',
    'career move',
    'comfort zone',
    'new friend',
    'make friend',
  ],
  lexicon: [
    'move',
    'moving',
    'box',
    'pack',
    'removal',
    'van',
    'landlord',
    'lease',
    'tenancy',
    'deposit',
    'notice',
    'address',
    'viewing',
    'budget',
    'neighbour',
    'inventory',
    'meter',
    'utilit',
    'declutter',
    'rent',
    'keys',
    'furniture',
    'register',
    'area',
    'home',
  ],
  keyEvent: { week: 10, name: 'the move' },
  milestones: [
    {
      title: 'Choose where and for how much',
      description:
        'A moving budget and timeline, the notice period on your current home, areas researched and the first viewings.',
      weeks: [
        {
          focus: 'Budget and timeline',
          description: 'What the move costs, when it happens and what the new home must have.',
          tasks: [
            'Set your moving date or target month and write the 12-week countdown in your calendar',
            'Work out your moving budget: deposit, first rent or fees, removals, travel and new furniture',
            'Check your current lease or tenancy for the notice period and any fees for leaving',
            'Write your must-haves and nice-to-haves for the new home: rooms, rent or price, commute, outdoor space',
            'Start a moving folder or spreadsheet for quotes, contacts, dates and documents',
            'Shortlist three areas or neighbourhoods that fit your budget and commute',
          ],
        },
        {
          focus: 'Research the area',
          description: 'Compare the areas on price, transport and everyday life.',
          tasks: [
            'Compare rents or prices for your shortlisted areas on two property sites',
            "Check each area's transport, shops, schools or gyms, and the noise at night",
            'Visit your top area at rush hour and in the evening, or walk it on street view if it is far away',
            'Work out your monthly costs in the new home: rent or mortgage, local taxes, utilities and transport',
            'Gather your renting documents (ID, payslips, references) or get a mortgage agreement in principle',
            'Narrow your search to one or two areas and note them in your moving folder',
          ],
        },
        {
          focus: 'Viewings',
          description: 'See enough homes to compare, and score each one.',
          tasks: [
            'Set up alerts on property sites for your areas and budget',
            'Book at least three viewings this week, in person or by video',
            'At each viewing, check for damp, water pressure, heating, phone signal and storage',
            'Ask the landlord or agent about bills, the deposit, the length of the tenancy and the move-in date',
            'Score each viewing against your must-haves in your moving folder',
            'Decide whether to apply for one of the homes or keep viewing next week',
          ],
        },
      ],
    },
    {
      title: 'Secure the new place',
      description:
        'An application or offer, the contract read and signed, notice given, removals booked, and a declutter before packing.',
      weeks: [
        {
          focus: 'Apply and commit',
          description: 'Apply, read every line of the contract, and give notice on time.',
          tasks: [
            'Apply for your chosen home or make an offer, with your documents ready',
            'Read the tenancy agreement or contract in full before signing, and ask about any clause you do not understand',
            'Pay any deposit only against a written receipt, and check how it is protected',
            'Give notice to your current landlord in writing, on the date your lease requires',
            'Fix your moving date and write it in your moving folder',
            "Photograph your current home's condition to help get your deposit back",
          ],
        },
        {
          focus: 'Book the move',
          description: 'Removals, helpers, time off and parking, all booked.',
          tasks: [
            'Get three quotes from removal firms or for van hire, with insurance and dates',
            'Book the removal firm or van, and helpers for moving day',
            "Measure your big furniture and the new home's doors and rooms to check it fits",
            'Decide which furniture to sell, give away or leave, and list it for sale now',
            'Book time off work for moving day and the day after',
            'Arrange parking or a loading permit for the removal van at both addresses if needed',
          ],
        },
        {
          focus: 'Declutter before packing',
          description: 'Every item you let go now is one less box to pack, carry and unpack.',
          tasks: [
            'Declutter room by room: sell, donate or recycle anything you would not unpack',
            'Collect boxes, tape, markers and bubble wrap: about 10 boxes per room',
            'Use up the food in the freezer and cupboards so there is less to move',
            'Take a carload of things you will not move to the charity shop or recycling centre',
            'Return borrowed things and collect what you lent out before the move',
            'Make a moving checklist of every task left, with a date for each',
          ],
        },
      ],
    },
    {
      title: 'Pack and sort the paperwork',
      description:
        'Boxes packed and labelled by room, the change-of-address list worked through, and utilities set up for moving day.',
      weeks: [
        {
          focus: 'Pack what you rarely use',
          description: 'Start with the rooms and things you will not miss for a month.',
          tasks: [
            'Pack books, out-of-season clothes and decorations first',
            'Label every box with its room and contents on two sides',
            'Number the boxes and list them in your moving folder',
            'Pack 2 boxes a day from the rooms you use least',
            'Put heavy things in small boxes and light things in big ones when you pack',
            'Count the boxes packed against your estimate',
          ],
        },
        {
          focus: 'Change of address',
          description: 'Everyone who needs your new address, and utilities from day one.',
          tasks: [
            'List everyone who needs your new address: bank, employer, doctor, insurance, subscriptions and voter registration',
            'Set up post redirection from your old address for at least 3 months',
            'Arrange gas, electricity, water and internet for the new home from your moving day',
            'Tell your current utility suppliers your move-out date and book final meter readings',
            'Keep packing 2 to 3 boxes a day',
            'Update your address with half of the organisations on your list this week',
          ],
        },
        {
          focus: 'Nearly packed',
          description: 'Everything packed but the essentials, and the move confirmed.',
          tasks: [
            'Pack every room except an essentials kit for the last days',
            'Pack an open-first box: kettle, mugs, toilet roll, chargers, tools, bedding and a change of clothes',
            'Keep documents, keys, medicine and valuables in a bag that travels with you, not in the van',
            'Confirm the removal firm, the time, both addresses and parking',
            'Update your address with the rest of the list',
            'Clean room by room as you pack, ready for the deposit inspection',
          ],
        },
      ],
    },
    {
      title: 'Move day and settling in',
      description:
        'Moving day with readings and photos at both ends, unpacking room by room, and making the new area home.',
      weeks: [
        {
          focus: 'Moving day',
          description: 'The last boxes, the van, the keys, and the first night in.',
          tasks: [
            'Defrost the freezer the day before and pack the last boxes',
            'Take meter readings and photos at both homes on moving day',
            'Direct the removal team with a plan of which room each labelled box goes to',
            'Hand in your old keys after a final clean and a check-out inventory',
            'Make the beds and unpack the open-first box on the first night',
            'Check the new home against its inventory and report any damage in writing within 7 days',
          ],
        },
        {
          focus: 'Unpack and settle',
          description: 'The rooms you need first, and the basics of the new area.',
          tasks: [
            'Unpack the kitchen and bedroom first, then one room a day',
            'Flatten and recycle the boxes as you unpack',
            'Register with a local doctor and dentist',
            'Test the smoke alarms and find the stopcock, fuse box and meters in your new home',
            'Introduce yourself to the neighbours on both sides',
            'Explore your new area: the nearest supermarket, pharmacy, bus stop and a café to become a regular at',
          ],
        },
        {
          focus: 'Settled in',
          description: 'The last boxes, the last admin, and the first people in the new place.',
          tasks: [
            'Unpack the last boxes and give everything a home',
            'Check that the deposit from your old home has come back, and chase it in writing if not',
            'Make sure every address change on your list is done',
            'Join one local group, class or club in your new area',
            'Invite {person|friends or family} to see your new home',
            'Compare your moving costs with your budget and note what you would do differently next time',
          ],
        },
      ],
    },
  ],
  extras: [
    'Pack and label 3 boxes with their room and contents',
    'Update your address with two more organisations on your list',
    'Tick off your moving checklist and set dates for what is left',
    'Declutter one cupboard before it goes in a box',
  ],
  countermeasures: [
    {
      when: ['abroad', 'visa', 'country', 'overseas', 'emigrat', 'permit'],
      tasks: [
        "Check the visa, work permit and registration rules for your move on the new country's official government site",
        'Get certified copies of birth certificates, degrees and your driving licence before you move abroad',
      ],
    },
    {
      when: ['kid', 'child', 'school', 'family'],
      tasks: [
        'Apply for school places in the new area as early as possible',
        'Let the children pack a box of favourite things that is opened first in the new home',
      ],
    },
    {
      when: ['stress', 'overwhelm', 'anxi', 'chaos'],
      tasks: ['Break the move into a dated checklist with one small task a day'],
    },
    {
      when: ['money', 'expensive', 'afford', 'budget', 'cost', 'deposit'],
      tasks: [
        'Get three removal quotes and move midweek or mid-month, when it is cheaper',
        'Sell furniture you will not take and put the money toward the move',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep the moving checklist dated and do a few boxes and one admin task each day; the last week goes smoothly when the rest is done.',
    slipping:
      'Pick the next three tasks with fixed deadlines (notice, removals, address changes) and do one a day until they are done.',
  },
  alternative: {
    title: 'Land first, then find a home',
    description:
      'For a move to a new city: a short-term rental for the first weeks, then the area and the long-term home chosen on the spot.',
    weeks: [
      {
        focus: 'A soft landing',
        description: 'A short-term base, notice given, and only what you need taken.',
        tasks: [
          'Book a short-term rental or a room for your first 4 to 8 weeks in the new city',
          'Decide what goes in suitcases or a small van and what to store or sell before the move',
          'Give notice on your current home on the date your lease requires',
          'Sell or donate furniture you will not take',
          "Set up post redirection to a friend's address or a mail forwarding service",
          'Pack your documents, keys and valuables in one bag that travels with you',
        ],
      },
      {
        focus: 'Explore on foot',
        description: 'Get to know the areas before you commit to one.',
        tasks: [
          'Explore three areas of the new city on foot at different times of day',
          'Register locally where required: your address, a doctor, a bank or a tax number',
          'Keep a list of what you like and dislike about each area',
          'Book viewings for long-term homes in your favourite area',
          'Ask locals or colleagues which area they would live in and why',
          'Score each viewing against your must-haves',
        ],
      },
      {
        focus: 'Sign and move in',
        description: 'The lease signed, your things delivered, and a first local group.',
        tasks: [
          'Apply for the home that fits best, with your documents ready',
          'Read the lease before signing, and pay any deposit only against a receipt',
          'Book a van or movers to bring your stored boxes',
          'Set up utilities and internet from your move-in date',
          'Move in and unpack the open-first box',
          'Join one local group or club in your new area',
        ],
      },
    ],
  },
};
