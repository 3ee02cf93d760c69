import type { GoalKind } from '../goal-kind.js';

/**
 * Planning a trip the way a travel planner works back from departure: what the trip is for,
 * dates, the budget split into transport, beds and daily spending, passport and visa checked
 * early; a rough route with few moves, then the big bookings in order (flights, first nights and
 * the places that sell out, passes and long trains), vaccinations and insurance in time; then
 * must-dos with free half-days, local know-how and a test pack; and finally money, documents and
 * departure. The budget is the goal's ($2,000 when it names none), saved weekly into a trip fund.
 */
export const travelPlanning: GoalKind = {
  id: 'travel-planning',
  label: 'Planning a trip',
  field: 'home',
  signals: [
    'trip',
    'plan a trip',
    'trip to',
    'road trip',
    'travel',
    'travel the world',
    'travel on a budget',
    'solo travel',
    'travel abroad',
    'backpack',
    'backpack trip',
    'holiday',
    'family holiday',
    'vacation',
    'itinerary',
    'interrail',
    'gap year',
    'world trip',
    'around the world',
    'honeymoon',
    'city break',
    'weekend away',
    'see the world',
    'visit',
    'sightsee',
    'safari',
    'cruise',
  ],
  notWhen: [
    'learn',
    'for a trip',
    'for my trip',
    'for the trip',
    'before my trip',
    'for my holiday',
    'before my holiday',
    'for a holiday',
    'business trip',
    'trip over',
    'travel less',
    'travel time',
    'time travel',
    'visit my',
    'visit the gym',
    'holiday season',
    'move abroad',
  ],
  lexicon: [
    'trip',
    'travel',
    'flight',
    'book',
    'budget',
    'itinerary',
    'passport',
    'visa',
    'insurance',
    'pack',
    'accommodation',
    'hostel',
    'route',
    'train',
    'ticket',
    'luggage',
    'destination',
    'currency',
    'card',
    'phrase',
    'vaccin',
    'fund',
    'airport',
    'journal',
    'map',
    'night',
    'stop',
  ],
  measure: {
    kind: 'money',
    units: ['dollar'],
    default: 2000,
    step: 10,
    range: [100, 100000],
  },
  keyEvent: { week: 12, name: 'the trip' },
  milestones: [
    {
      title: 'Shape the trip',
      description:
        'What the trip is for, dates and budget, a rough route, and the passport, visa and health checks that take longest.',
      weeks: [
        {
          focus: 'Dream and decide',
          description: 'What you want from the trip, when you go, and what it may cost.',
          tasks: [
            'Write down what you want from the trip: rest, food, cities, nature, culture or adventure',
            'Choose your travel dates and length, checking leave from work and school holidays',
            'Research the best season for your destination: weather, festivals, and high and low prices',
            'Set your trip budget of {q}: about {q:0.35} for transport, {q:0.35} for accommodation and {q:0.3} for food and activities',
            'Check your passport is valid for at least 6 months after your return date',
            'Check the visa and entry rules for your destination on its official government site',
          ],
        },
        {
          focus: 'A rough route',
          description: 'The places, the nights in each, and how you get between them.',
          tasks: [
            'Draw a rough route on a map: the places you want to see and the nights in each',
            'Keep to no more than one move every 2 or 3 nights, so travel days do not eat the trip',
            'Compare ways to get between stops: trains, buses, internal flights and car hire',
            'Set up flight price alerts for your dates on two comparison sites',
            'Open a trip fund and set up a weekly transfer of {q:0.06}',
            'Write a one-page trip plan: dates, route, nights per stop and budget',
          ],
        },
        {
          focus: 'Health and paperwork',
          description: 'The checks that need weeks of notice, done early.',
          tasks: [
            'Check vaccinations and health advice for your destination with a travel clinic, 6 to 8 weeks before you go',
            'Apply for a visa or travel authorisation if your destination needs one',
            'Compare travel insurance that covers medical costs, cancellation and your activities',
            'Get a bank card with no foreign transaction fees for the trip',
            'Save copies of your passport and insurance in your email and keep a paper copy',
            "Transfer this week's {q:0.06} to your trip fund",
          ],
        },
      ],
    },
    {
      title: 'Book the big pieces',
      description:
        'Flights or long journeys first, then the first nights and the places that sell out, then how you get around.',
      weeks: [
        {
          focus: 'Flights and long journeys',
          description: 'The biggest cost and the fixed points of the trip.',
          tasks: [
            'Book your flights or long-distance trains when the price alerts drop, within your {q:0.35} transport budget',
            'Check the baggage allowance and choose hand luggage only if you can',
            'Add your booking references to a trip document or travel app',
            'Buy your travel insurance now that the trip is booked',
            "Check how to get from the airport or station to your first night's accommodation",
            'Transfer {q:0.06} to your trip fund',
          ],
        },
        {
          focus: 'Where you stay',
          description: 'First nights and the places that sell out, booked with free cancellation.',
          tasks: [
            'Book the first two nights and any stops that sell out, like popular islands or festival towns',
            'Compare hostels, guesthouses, hotels and rentals on price per night and reviews',
            'Keep accommodation within about {q:0.35} in total and note the average per night',
            'Read the cancellation terms before each booking and prefer free cancellation',
            'Add each booking to your itinerary with its address, check-in time and cost',
            'Transfer {q:0.06} to your trip fund',
          ],
        },
        {
          focus: 'Getting around',
          description: 'Passes, advance tickets and offline maps for every stop.',
          tasks: [
            'Decide on rail passes, transport cards or car hire, and whether booking ahead saves money',
            'Book long-distance trains or buses that need tickets in advance',
            'Download offline maps for each stop on your route',
            'Check the driving licence rules, and get an international driving permit if you will drive on the trip',
            'Add every journey to your itinerary: times, stations and ticket references',
            'Transfer {q:0.06} to your trip fund and compare your bookings so far with your budget',
          ],
        },
      ],
    },
    {
      title: 'Fill in the itinerary',
      description:
        'The must-dos at each stop with free time around them, local know-how, and a packing list tested early.',
      weeks: [
        {
          focus: 'Must-dos',
          description: 'The few things worth booking, and space left for the rest.',
          tasks: [
            'List the three must-do sights or experiences at each stop on your route',
            'Book anything that sells out: timed museum slots, tours, and hikes that need permits',
            'Leave at least one free half-day at each stop in your itinerary',
            'Note the opening days and times of your must-dos in the itinerary',
            'Set a daily spending budget: {q:0.3} for food and activities divided by the days of your trip',
            'Transfer {q:0.06} to your trip fund',
          ],
        },
        {
          focus: 'Local know-how',
          description: 'Phrases, customs, a phone plan and emergency numbers.',
          tasks: [
            'Learn 10 phrases of the local language: hello, thank you, please, sorry, how much and where is',
            'Read about tipping, dress codes and customs at your destination',
            'Choose a phone plan for the trip: an eSIM, a local SIM card or a roaming package',
            'List the foods to try at each stop on your route',
            'Save emergency numbers, your embassy and your accommodation addresses offline',
            'Transfer {q:0.06} to your trip fund',
          ],
        },
        {
          focus: 'The packing list',
          description: 'Pack once as a test, then take a third out.',
          tasks: [
            'Write a packing list for the weather and activities: clothes for 7 days, layers, shoes and toiletries',
            'Check your luggage: size, wheels and zips, plus a day bag',
            'Buy or borrow what your packing list lacks: a plug adaptor, a power bank, a rain jacket, a small lock',
            'Break in new walking shoes for the trip on two walks this week',
            'Do a test pack and take out a third of what you packed',
            'Transfer {q:0.06} to your trip fund',
          ],
        },
      ],
    },
    {
      title: 'Final checks and departure',
      description:
        'Money and documents ready, every booking confirmed, the last days at home planned, and the trip itself.',
      weeks: [
        {
          focus: 'Money and documents',
          description: 'Cards, cash and papers ready, and the budget checked once more.',
          tasks: [
            "Check your card works abroad and note your bank's emergency number for the trip",
            'Get a little local currency for arrival, or find out where the first cash machine is',
            'Print or save offline: passport copy, insurance, bookings and itinerary',
            'Share your itinerary with {person|someone at home}',
            'Check that your visa or travel authorisation has been approved',
            'Compare your trip fund with your budget and cut or add to the itinerary if needed',
          ],
        },
        {
          focus: 'The last week at home',
          description: 'Bookings confirmed, home covered, bags packed.',
          tasks: [
            'Confirm every booking in your itinerary and its check-in time',
            'Arrange pet care, plant watering and post for while you travel',
            'Check in online for your flight 24 to 48 hours before it leaves',
            'Pack from your packing list two days before you leave',
            'Charge your devices and download maps, tickets and a translation app for the trip',
            'Plan the journey to the airport or station with an hour to spare',
          ],
        },
        {
          focus: 'Departure',
          description: 'Leave with everything, arrive calmly, and keep the trip on budget.',
          tasks: [
            'Check your passport, cards, phone and tickets before you lock the door',
            'Travel to the airport or station with time to spare',
            'On arrival, get to your first accommodation and rest before exploring',
            'Check your spending each evening against your daily travel budget',
            'Keep a travel journal: one photo and three lines each day',
            'Adjust the itinerary as you go, keeping your free half-days',
          ],
        },
      ],
    },
  ],
  extras: [
    'Transfer {q:0.06} to your trip fund',
    'Add every booking to your itinerary with its reference and cost',
    'Check your flight and train price alerts and note the lowest fare',
    'Read one guidebook chapter on the next stop on your route',
  ],
  countermeasures: [
    {
      when: ['money', 'budget', 'afford', 'expensive', 'cost', 'cheap'],
      tasks: [
        'Travel in the shoulder season and midweek, when flights and beds cost less',
        'Stay in hostels or guesthouses with a kitchen and cook some of your meals',
        "Take overnight trains or buses to save a night's accommodation",
      ],
    },
    {
      when: ['fly', 'flight', 'plane', 'airport'],
      tasks: [
        'Choose an aisle seat over the wing and do a fear-of-flying course online before the flight',
        'Check a train route for part of the trip instead of flying',
      ],
    },
    {
      when: ['solo', 'alone', 'safe', 'safety', 'scam'],
      tasks: [
        'Book your first nights in well-reviewed central accommodation and share your itinerary with someone at home',
        'Join a free walking tour on your first day to get your bearings and meet other travellers',
      ],
    },
    {
      when: ['kid', 'child', 'baby', 'toddler'],
      tasks: [
        'Plan one main sight a day with children on your itinerary, with a playground or pool break',
        'Book accommodation with a kitchen and a separate room for naps',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Book the pieces that sell out first and keep the itinerary loose enough for a free half-day at each stop.',
    slipping:
      'Pick the next booking that matters most, usually the flights or the first nights, and make it this week.',
  },
  alternative: {
    title: 'Book as you go',
    description:
      'For flexible travellers: fix only the flights and the first nights, travel light, and book each next stop a day or two ahead.',
    weeks: [
      {
        focus: 'Fix only the ends',
        description:
          'Flights in and out, the first nights and a daily budget; the rest stays open.',
        tasks: [
          'Book only your flights in and out and your first 3 nights',
          'Set a daily budget of {q:0.03} for beds, food and transport together',
          'Pick a loose route with 3 must-see stops and no fixed dates between them',
          'Buy travel insurance that covers changes of plan',
          'Check passport validity and visa rules for every country you might visit',
          'Transfer {q:0.1} to your trip fund',
        ],
      },
      {
        focus: 'Travel light',
        description: 'A bag you can carry for an hour, and the apps to book on the move.',
        tasks: [
          'Pack a backpack of 40 litres or less and carry it for an hour',
          'Download offline maps, a hostel booking app and a transport app',
          'Save a list of two hostels or guesthouses for each likely stop',
          'Find out how local buses and trains are booked on your route',
          'Get a bank card with no foreign fees, and a backup card for the trip',
          'Transfer {q:0.1} to your trip fund',
        ],
      },
      {
        focus: 'Decide as you travel',
        description: 'Leave with the ends fixed and book each next stop on the road.',
        tasks: [
          'Check your passport, cards and tickets before you leave',
          "Book the next night's accommodation 1 or 2 days ahead as you go",
          'Ask hosts and other travellers for tips on the next stop',
          'Check your spending each evening against your daily budget',
          'Stay an extra night at the stop you like most on the trip',
          'Keep a travel journal: three lines and a photo each day',
        ],
      },
    ],
  },
};
