import type { GoalKind } from '../goal-kind.js';

/**
 * Launching a small business the way a small-business adviser would: the idea tested on real
 * customers before money is spent (conversations, a sample, pre-orders), then an offer priced
 * from its true costs and a small first batch, then the basics set up (registration, a business
 * bank account, the shop or listings) and a launch list built, then the launch, the first
 * customers' feedback, and the numbers of the first month. The customer count is the goal's
 * (10 first customers when it names none).
 */
export const smallBusiness: GoalKind = {
  id: 'small-business',
  label: 'Launching a small business',
  field: 'work',
  signals: [
    'start a business',
    'business',
    'small business',
    'start my own business',
    'run my own business',
    'my own business',
    'own business',
    'launch',
    'shop',
    'etsy',
    'etsy shop',
    'online shop',
    'online store',
    'side hustle',
    'cafe',
    'coffee shop',
    'bakery',
    'restaurant',
    'food truck',
    'market stall',
    'startup',
    'entrepreneur',
    'shopify',
    'e-commerce',
    'ecommerce',
    'sell online',
    'sell my product',
    'sell my craft',
    'customer',
  ],
  notWhen: [
    'go shop',
    'shop less',
    'stop shop',
    'impulse shop',
    'grocery shop',
    'shop for',
    'business trip',
    'business class',
    'business english',
    'business school',
    'business degree',
    'business analyst',
    'freelance',
    'freelancer',
    'launch my career',
    'launch a podcast',
    'launch my podcast',
    'launch a youtube',
    'launch my youtube',
    'launch a blog',
    'launch my blog',
    'product manager',
    'customer service',
    'personal brand',
    'sell my house',
    'sell my home',
    'sell my flat',
    'sell my car',
    'declutter',
  ],
  lexicon: [
    'customer',
    'business',
    'shop',
    'product',
    'price',
    'cost',
    'sale',
    'sell online',
    'sell my product',
    'sell my craft',
    'order',
    'launch',
    'listing',
    'market',
    'supplier',
    'stock',
    'competitor',
    'offer',
    'profit',
    'margin',
    'etsy',
    'feedback',
    'review',
    'spreadsheet',
    'register',
    'packag',
    'deliver',
  ],
  measure: {
    kind: 'amount',
    units: ['customer', 'sale', 'order', 'buyer'],
    default: 10,
    step: 1,
    range: [1, 1000],
  },
  keyEvent: { week: 10, name: 'the launch' },
  milestones: [
    {
      title: 'Test the idea with customers',
      description:
        'Real conversations, a first sample and a request for money, before any money is spent.',
      weeks: [
        {
          focus: 'Who it is for',
          description: 'The customer and their problem, and what competitors already offer them.',
          tasks: [
            'Write the business in one sentence: who it is for, what problem it solves, what they pay',
            'List 20 people who could be your customers, by name or by the place you can reach them',
            'Study 5 competitors: their products, prices, reviews and what customers complain about',
            'Write 5 questions about how customers solve the problem today and what it costs them',
            'Sketch the simplest version of the product or service you could sell within a month',
            'Talk to 3 potential customers for 15 minutes each, asking your questions and noting the words they use',
          ],
        },
        {
          focus: 'Customer conversations',
          description: 'More conversations, and a first sample or offer put in front of people.',
          tasks: [
            'Talk to 5 more potential customers and note what they already spend on the problem',
            'Join 2 places your customers gather, a group, a forum or a local market, and read before posting',
            'Count how many customers you spoke to have the problem badly enough to pay to fix it',
            'Rewrite your one-sentence business idea from what customers told you',
            'Make a first sample of the product, or write the service as a simple offer with a price',
            'Show the sample or offer to 3 customers and ask what they would pay for it',
          ],
        },
        {
          focus: 'Ask for a pre-order',
          description: 'The real test: whether people will pay before the shop exists.',
          tasks: [
            'Set a test price from your costs and what customers said they would pay',
            'Ask 10 potential customers to pre-order or put down a deposit',
            'Write down every objection you heard and one change to the offer it suggests',
            'Ask each customer who said no what would make it a yes',
            'Pick a business name and check it is free as a web domain, on social media and in the company register',
            'Count the pre-orders and deposits: {q:0.3} is a green light to go ahead, none means change the offer',
          ],
        },
      ],
    },
    {
      title: 'Build a simple offer',
      description:
        'Costs counted, prices set for a profit, a first small batch made and a launch list started.',
      weeks: [
        {
          focus: 'Costs and pricing',
          description: 'A price that pays for materials, fees and your time.',
          tasks: [
            'List every cost of one product or service: materials, packaging, fees, postage and your hours',
            'Set your price at 2 to 3 times the cost of materials, and check it against competitors',
            'Work out your profit margin per sale after platform fees and tax',
            'Write down the start-up costs you cannot avoid, and cap them at a sum you can afford to lose',
            'Find 2 suppliers for your main materials and compare price, minimum order and delivery',
            'Deliver the pre-orders you took, or a free sample, and ask each customer for honest feedback',
          ],
        },
        {
          focus: 'The first batch',
          description: 'Enough stock for the first customers, photographed and described.',
          tasks: [
            'Time how long one product takes you and check your price still pays for it',
            "Write your product descriptions in your customers' words, with size, materials and price",
            'Write a short FAQ from the questions customers asked about delivery, returns and care',
            'Ask 3 customers from your conversations to try the product and give feedback',
            'Photograph your products in daylight on a plain background, 5 shots of each',
            'Make or buy a first small batch of stock: enough for {q:1.5}, no more',
          ],
        },
        {
          focus: 'Your launch list',
          description: 'The people who will hear first when the shop opens.',
          tasks: [
            'Start an email list or a messaging group for launch news, and invite every customer you spoke to',
            'Post 3 times this week where your customers gather, about the making of the product',
            'Ask every customer you spoke to for 2 names of people who might buy',
            'Plan a launch offer for the first customers: a discount, a free extra or a limited first batch',
            'Count the people on your launch list and aim for 5 for every first customer you want',
            'Set a launch date 4 weeks away and tell your launch list',
          ],
        },
      ],
    },
    {
      title: 'Set up shop',
      description:
        'The business registered, money kept separate, the shop or listings built and tested, and the launch prepared.',
      weeks: [
        {
          focus: 'Legal and money basics',
          description: 'Registration, a business bank account and records from the first sale.',
          tasks: [
            "Register as a sole trader or your country's simplest business form, and note the tax deadlines",
            'Open a separate business bank account and put all business money through it',
            'Check what your business needs: insurance, food hygiene, licences or product safety labels',
            'Set up a spreadsheet for every sale and cost, with a column for tax',
            "Post 2 updates to your launch list about the shop's progress",
            'Set up how you will take payment, Etsy, Shopify, a card reader or invoices, and test a sale',
          ],
        },
        {
          focus: 'Build the shop',
          description:
            'The shopfront and listings built, and a test order run from start to finish.',
          tasks: [
            'Set up your shop, an Etsy shop, a simple website or a market stall, with name, logo and a short story',
            'Publish your product listings with photos, descriptions, prices and delivery costs',
            'Write your returns, delivery and privacy policies from a template',
            'Remind your launch list of the launch date and the launch offer',
            'Place a test order yourself from start to finish: payment, packing and delivery',
            'Ask {person|a friend} to buy something from the shop and tell you where they got stuck',
          ],
        },
        {
          focus: 'Ready to launch',
          description: 'Stock packed, launch messages written and helpers lined up.',
          tasks: [
            'Write the launch email and 3 launch posts, and schedule them',
            'Ask 5 people to share the launch with their friends on the day',
            'Contact one local shop, market, blog or newspaper about stocking or featuring your product',
            'Set your launch-week targets: orders, shop visits and new sign-ups',
            'Check everything in the shop once more: links, prices, stock and delivery costs',
            'Pack and prepare stock, packaging and thank-you cards for your first {q}',
          ],
        },
      ],
    },
    {
      title: 'Launch and first customers',
      description:
        "The shop opens, the first customers are served and heard, and the first month's numbers are counted.",
      weeks: [
        {
          focus: 'Launch week',
          description: 'The shop opens to the launch list and the first orders go out.',
          tasks: [
            'Launch: open the shop and send the launch email in the morning',
            'Post about the launch on your social media and in the groups your customers use',
            'Message 10 people from your list personally with the launch offer',
            'Pack and send every order within 24 hours, with a handwritten thank-you',
            'Log every sale and cost in your spreadsheet each evening',
            "Count launch week's customers and compare them with your target of {q}",
          ],
        },
        {
          focus: 'Feedback and reviews',
          description: 'The first customers asked what worked, and the top problem fixed.',
          tasks: [
            'Ask every customer for a review 5 days after delivery',
            'Call or message 3 customers to ask what nearly stopped them buying',
            'Log sales and costs, and note which channel brought each customer',
            "Post one customer's photo or review, with their permission",
            'Try one new channel to reach customers: a local market, an online group or a shop partnership',
            'Fix the top problem customers named: a listing, the price, delivery or packaging',
          ],
        },
        {
          focus: 'The first month in numbers',
          description:
            'Sales, costs and profit counted, customers compared with {q}, and one channel chosen to grow.',
          tasks: [
            'Send past customers a thank-you and a reason to buy again',
            'Total your sales, costs and profit since launch',
            'Work out your profit per hour worked, and raise prices if it is too low',
            'Choose one sales channel to double down on for the next 3 months',
            "Set next quarter's target in customers and profit, and put the business review in your calendar",
            'Compare your customer count with your target of {q}, and write down which channel brought the most',
          ],
        },
      ],
    },
  ],
  extras: [
    'Talk to one customer about what they would buy next',
    'Post once where your customers gather',
    "Log this week's sales and costs in your spreadsheet",
    'Improve one product listing with a better photo, title or description',
  ],
  countermeasures: [
    {
      when: ['capital', 'start up cost', 'startup cost', 'funding', 'no money', 'cash', 'loan'],
      tasks: [
        'Cap start-up spending: buy stock only for orders you have, and let pre-orders pay for materials',
        'Start with a market stall, a pop-up or an Etsy listing before any lease or big purchase',
      ],
    },
    {
      when: ['marketing', 'no customer', 'sell', 'sale', 'self promot', 'audience', 'visib'],
      tasks: [
        'Message 5 potential customers directly this week instead of waiting for them to find the shop',
        'Ask each customer for a review and the name of one person who might buy',
      ],
    },
    {
      when: ['competit', 'saturat', 'crowded', 'already exist', 'copy'],
      tasks: [
        'Pick one customer group competitors serve badly, from their bad reviews, and speak only to them',
        'Write down the one thing your product does that the top 3 competitors do not',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep talking to customers every week and let their words shape the offer, the listings and the price.',
    slipping:
      'Go back to the smallest test that earns money: one product, one sales channel and 5 customer conversations this week.',
  },
  alternative: {
    title: 'Start at a market stall',
    description:
      'Sell face to face at markets and pop-ups first: no website, instant feedback, and the shop later.',
    weeks: [
      {
        focus: 'Book a stall',
        description: 'A market date, stock and prices ready in three weeks.',
        tasks: [
          'Find 3 local markets, craft fairs or pop-up events and their stall fees',
          'Book a market stall for a date 3 weeks away',
          'Make a small batch of stock: enough for {q:2}',
          'Price every product and make clear price labels',
          'Get a card reader and test a payment with it before market day',
          'Tell your friends and local groups the date and place of your market stall',
        ],
      },
      {
        focus: 'First market day',
        description: "The first sales face to face, and every customer's reaction noted.",
        tasks: [
          'Set up the stall an hour early, with the best products at eye level',
          'Greet everyone who stops at the stall and ask which product caught their eye',
          'Note every sale, and every product people picked up but did not buy',
          'Hand every customer a card with your shop name and a way to order again',
          'Collect email addresses for a list with a small thank-you offer',
          "Count the day's customers and profit after the stall fee",
        ],
      },
      {
        focus: 'Learn and repeat',
        description: 'The next market day better than the first, and {q} customers in sight.',
        tasks: [
          'Change the product that did not sell: its price, display or description',
          'Make more of the best-selling product',
          'Book 2 more market dates for next month',
          'Email your market customers with what is new',
          'Compare your customer count so far with your target of {q}',
          'Decide whether to open an online shop next, from what market customers asked for',
        ],
      },
    ],
  },
};
