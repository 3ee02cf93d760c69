import type { GoalKind } from '../goal-kind.js';

/**
 * Saving a sum of money: a month of spending looked at honestly, a separate savings account, and
 * a transfer that leaves on payday before there is a chance to spend it ("pay yourself first").
 * Then the leaks (subscriptions, daily small spends) and the big bills (phone, energy, insurance,
 * food) are cut, and every amount saved is added to the transfer. The weekly transfer is the
 * amount the person said they have ("$600 a month spare"), else 1/13 of the goal's sum, so the
 * plan's weeks plus what the cuts free up reach it (`{weekly}`).
 */
export const moneySaving: GoalKind = {
  id: 'money-saving',
  label: 'Saving money',
  field: 'money',
  signals: [
    'save money',
    'save',
    'saving',
    'save up',
    'saving account',
    'emergency fund',
    'rainy day fund',
    'nest egg',
    'house deposit',
    'down payment',
    'deposit for a house',
    'put money aside',
    'put aside',
    'set aside',
    'frugal',
    'cushion',
  ],
  notWhen: [
    'save my marriage',
    'save our marriage',
    'save a marriage',
    'save a relationship',
    'save my relationship',
    'save the planet',
    'save the environment',
    'save the world',
    'save time',
    'save a life',
    'save life',
    'save live',
    'save lives',
    'save energy',
    'save my job',
    'save my business',
    'save my soul',
    'save face',
    'save the date',
  ],
  lexicon: [
    'saving',
    'save',
    'account',
    'bank',
    'transfer',
    'spend',
    'bill',
    'subscription',
    'statement',
    'interest',
    'pay',
    'price',
    'cost',
    'cash',
    'balance',
    'sell',
    'buy',
    'grocer',
    'receipt',
    'insurance',
    'refund',
    'sinking fund',
    'no-spend',
    'windfall',
  ],
  measure: {
    kind: 'money',
    units: ['dollar'],
    default: 1000,
    step: 5,
    range: [50, 10000000],
    pace: { by: 'deposits' },
    unreached: {
      title: 'Save the first {reach}',
      description:
        'The first block of a longer savings goal: {reach} in the account after these 12 weeks, and a pace set for the rest.',
      weeks: [
        {
          focus: 'Savings on pace',
          description:
            'The balance checked against {reach}, and the transfer set to keep running after these 12 weeks.',
          tasks: [
            'Write your savings balance in your log, and how much more it needs to reach {reach} by week 12',
            "Compare this month's spending with last month's bank statement and move any underspend to savings",
            'Set up a monthly sweep: the day before payday, move whatever is left in your current account to savings',
            'Pick 2 no-spend days a week for the next 3 weeks and mark them in your calendar',
            'Sell 3 more things you have not used this year and move the money to savings the day it arrives',
            'Move {weekly} into savings and write the new balance in your savings log',
          ],
        },
        {
          focus: 'Savings that keep growing',
          description:
            'The costs of the months ahead planned, so the savings keep growing after these 12 weeks.',
          tasks: [
            'Put the renewal dates of your insurance, phone and energy contracts for the next 6 months in your calendar',
            'Ask for a pay rise, extra shifts or a side job, and plan to save every extra payment',
            'Cancel one more subscription or bill you can live without, and add its cost to your weekly transfer',
            'Plan a cheaper month ahead: free outings, batch cooking and one grocery list a week',
            'Write your savings rules on one card: transfer on payday, a 30-day wait on wants, every windfall saved',
            "Move {weekly} plus whatever is left of this week's spending limit into your savings account",
          ],
        },
        {
          focus: 'Savings review and the next 90 days',
          description:
            'Where the balance stands against {reach}, the pace, and the next 12 weeks of saving planned.',
          tasks: [
            'Total the money you saved in 12 weeks and what the cuts, sales and transfers each added',
            'Work out your savings pace: the amount saved divided by the weeks since you started',
            'Work out the month your savings reach the whole target at this pace, and the weekly transfer that would bring it sooner',
            'Set the amount to save in the next 90 days and raise your automatic transfer to match it',
            'Tell {person|a friend} the balance you have saved and your plan for the next 90 days',
            'Move {weekly} into savings, then write down your balance against {reach} and your weekly pace in your savings log',
          ],
        },
      ],
    },
  },
  milestones: [
    {
      title: 'Find where your money goes',
      description:
        'A separate savings account, a month of spending looked at line by line, and the small leaks closed.',
      weeks: [
        {
          focus: 'A home for your savings',
          description: 'Open the account the savings will live in and see where last month went.',
          tasks: [
            "Go through last month's bank statement and mark every spend as need, want or waste",
            'Open a separate savings account with the best easy-access interest rate you can find',
            'Start writing down every purchase for 7 days, card and cash alike, with the amount',
            'Total your fixed monthly bills: rent, utilities, phone, insurance and subscriptions',
            'Circle the 3 biggest spending leaks on your statement and write what each costs a month',
            'Move {weekly} into your savings account this week',
          ],
        },
        {
          focus: 'Close the small leaks',
          description: 'Subscriptions and daily small spends, cancelled or capped.',
          tasks: [
            'Add up your 7 days of written purchases and compare the total with what you guessed you spend',
            'List every subscription and direct debit, and cancel any you have not used in 30 days',
            'Take a fixed amount of cash for coffee and eating out this week, and stop when it runs out',
            'Plan 5 dinners from one shopping list and buy nothing at the shop that is not on it',
            'Pack lunch on at least 3 workdays and note the money each one saves',
            'Move {weekly} into your savings account this week, plus what the cancelled subscriptions cost',
          ],
        },
        {
          focus: 'A weekly spending limit',
          description: "One number for the week's day-to-day spending, checked twice.",
          tasks: [
            "Set a weekly limit for groceries, transport and fun from last month's statement, 10 % lower",
            'Check your banking app on Wednesday and slow your spending if you are past half the limit',
            'Do one no-spend day: nothing bought beyond bills and planned groceries',
            'Cook a batch meal on Sunday that covers 3 lunches, and skip buying lunch those days',
            'Start a savings log: the balance today, the date, and how much is left to reach {q}',
            'Move {weekly} into your savings account this week',
          ],
        },
      ],
    },
    {
      title: 'Pay yourself first',
      description:
        'The transfer leaves on payday without a decision, and a no-spend week and a clear-out add to it.',
      weeks: [
        {
          focus: 'Automate the transfer',
          description: 'Savings go out the day after payday, before the spending starts.',
          tasks: [
            'Rename your savings account after what it is for, so the name shows in your banking app',
            "Hide the savings account from your banking app's home screen so the balance is out of sight",
            'Switch on round-ups in your banking app, or move the change from each purchase by hand',
            'Eat from the cupboard and freezer for 2 days before you buy more groceries',
            "Write this week's savings balance in your log and what is left to reach {q}",
            'Set up a standing order of {weekly} a week, or {monthly} a month, for the day after payday',
          ],
        },
        {
          focus: 'A no-spend week',
          description: 'Seven days of buying only what the rules allow, the rest moved to savings.',
          tasks: [
            'Write the rules for a no-spend week: bills, planned groceries and travel to work only',
            "Check that this week's automatic transfer of {weekly} left your current account",
            'Use up the food in your cupboards and freezer before you buy more groceries',
            'Plan 2 free weekend outings instead of spending: a walk, the library, a potluck with friends',
            'Write down every urge to spend this week and what it was for, without buying',
            'Move what you did not spend this week into savings, on top of the transfer',
          ],
        },
        {
          focus: 'Sell what you do not use',
          description: 'A clear-out turned into a one-off boost for the savings account.',
          tasks: [
            'Walk through your home and set aside 10 things you have not used in a year to sell',
            'List 5 of them on a selling site such as eBay, Vinted or Facebook Marketplace, with clear photos',
            'Return anything you regret buying that is still inside its refund window',
            'List the other 5 things, and cut the price of anything with no offers after 3 days',
            "Check that this week's automatic transfer of {weekly} reached your savings account",
            'Move the money from every sale into your savings account the day it arrives',
          ],
        },
      ],
    },
    {
      title: 'Cut the big bills',
      description:
        'Phone, energy, insurance, transport and food: the bills that move savings most, each cut once.',
      weeks: [
        {
          focus: 'Phone, internet and energy',
          description: 'Contracts checked, compared and switched or renegotiated.',
          tasks: [
            'Find your phone, broadband and energy contracts and note each end date and monthly price',
            'Compare each one on a price-comparison site and write the cheapest like-for-like deal',
            'Call your broadband or phone provider, quote the cheaper deal and ask for a lower price',
            'Switch your phone to a SIM-only plan if your handset is paid off, and note the lower monthly bill',
            "Check that this week's automatic transfer of {weekly} reached your savings account",
            'Add the monthly amount each switch saves to your automatic savings transfer',
          ],
        },
        {
          focus: 'Insurance and transport',
          description: 'Renewals shopped around and the cost of getting about cut.',
          tasks: [
            'Pull out your car, home and travel insurance policies and note renewal dates and prices',
            'Get 3 quotes for your next insurance renewal and ask your insurer to match the lowest',
            'Work out what your car or commute costs a month, with fuel, parking and fares',
            'Try a cheaper way to work on 3 days this week, a bus pass, a bike or a car share, and note the cost',
            "Check that this week's automatic transfer of {weekly} reached your savings account",
            'Add every monthly saving you found this week to your automatic transfer',
          ],
        },
        {
          focus: 'Food and groceries',
          description: 'The biggest flexible spend: one list, own brands and leftovers.',
          tasks: [
            "Total last month's food spending from your statement: groceries, takeaways and coffee",
            'Plan 7 dinners from one shopping list and buy nothing that is not on it',
            "Swap 5 branded groceries for the shop's own brand and compare the receipt",
            'Cook double portions twice and take the leftovers for lunch instead of buying it',
            "Check that this week's automatic transfer of {weekly} reached your savings account",
            "Compare this week's grocery receipt with your first week's and move the difference to savings",
          ],
        },
      ],
    },
    {
      title: 'Reach your savings target',
      description:
        'Every cut added to the transfer, the balance guarded from impulse buys, and the target counted.',
      weeks: [
        {
          focus: 'Raise the transfer',
          description: 'The money freed by six weeks of cuts goes to savings automatically.',
          tasks: [
            'Add up every monthly saving of the last 6 weeks: subscriptions, bills, insurance and food',
            "Check that this week's automatic transfer of {weekly} reached your savings account",
            'Check your savings balance and work out what is left to reach {q}',
            'Put any windfall this month, a refund, a gift or a bonus, into savings before spending any',
            'Do a no-spend weekend and move what you did not spend into savings',
            'Raise your automatic savings transfer by the monthly amount your cuts have freed, from the next payday',
          ],
        },
        {
          focus: 'Guard the balance',
          description: 'Rules that stop impulse buys and surprise costs from eating the savings.',
          tasks: [
            'Start a 30-day list: write down any want over {q:0.05} and buy it only if you still want it 30 days later',
            'Unsubscribe from 10 shop and sale emails, and turn off shopping app notifications, so fewer offers tempt you to spend',
            'Read your savings log for the weeks you saved most and what made them work',
            "Check that this week's automatic transfer of {weekly} reached your savings account",
            'List the irregular costs of the next 3 months, birthdays, car service, holidays, as sinking funds',
            'Set up a separate sinking fund pot so those costs never come out of your savings',
          ],
        },
        {
          focus: 'Target day',
          description: 'The balance counted against {q}, the shortfall closed, the habit kept.',
          tasks: [
            "Check that this week's automatic transfer of {weekly} reached your savings account",
            "Compare this month's spending with your first week's statement, category by category",
            'Check the interest rate on your savings account and move the money if a better one is offered',
            'Write down the 3 changes that saved the most money, so you keep them going',
            'Keep the automatic transfer running, and set the next savings target and its date',
            "Check your savings balance against {q}, and move any shortfall from this month's spare money",
          ],
        },
      ],
    },
  ],
  extras: [
    'Check your savings balance and write it in your log with the date',
    'Skip one paid treat this week and move its price into savings',
    "Look through this week's receipts for one spend you would not make again",
    'Cancel one subscription or membership you used less than twice last month',
    'Cook one meal from what is already in the cupboard instead of buying groceries',
  ],
  countermeasures: [
    {
      when: ['impuls', 'shop', 'splurg', 'online', 'amazon', 'treat myself', 'overspend'],
      tasks: [
        'Leave any unplanned buy over {q:0.03} in the basket for 48 hours before you decide',
        'Delete your saved card details from shopping sites and apps so every purchase takes effort',
        'Unsubscribe from every shop mailing list and sale alert, so fewer offers tempt you to spend',
      ],
    },
    {
      when: ['irregular', 'freelanc', 'self employ', 'commission', 'tip', 'gig', 'variable'],
      tasks: [
        'Save a fixed 10 % of every payment the day it lands, instead of a fixed weekly amount',
        'Base your spending on your lowest month of the last 6 and move anything above it to savings',
      ],
    },
    {
      when: [
        'low income',
        'low wage',
        'nothing left',
        'nothing leave',
        'paycheck',
        'payday',
        'tight',
        'bill',
      ],
      tasks: [
        'Start with {q:0.01} a week into savings: for the first month the habit matters more than the amount',
        'Check you receive every benefit, discount and social tariff you are entitled to, and save the difference',
      ],
    },
    {
      when: ['dip', 'withdraw', 'raid', 'take money out', 'emergenc', 'unexpected'],
      tasks: [
        'Move your savings to an account with no card and a one-day transfer delay',
        'Keep a small buffer of {q:0.1} in a separate pot for surprises, so the main savings stay untouched',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep the transfer automatic on payday and send every bill you cut straight to savings, so the saving happens before the spending.',
    slipping:
      'Shrink the transfer rather than stop it: a small amount every payday keeps the habit alive until the bills are under control again.',
  },
  alternative: {
    title: 'Save from extra income',
    description:
      'Keep spending as it is and earn a little more: every extra shift, sale or side job goes straight to savings.',
    weeks: [
      {
        focus: 'Find the extra income',
        description: 'Ways to earn more this month, chosen and started.',
        tasks: [
          'List 5 ways to earn extra in your free hours: overtime, tutoring, pet-sitting, deliveries, selling',
          'Ask your manager about paid overtime or extra shifts this month, and note the hourly pay',
          'Open a separate savings account just for the extra income',
          'List 5 things you no longer use on a selling site',
          'Work out how many extra hours a week, at your hourly pay, it takes to save {q} in 12 weeks',
          'Move every bit of extra income into the savings account the day it arrives',
        ],
      },
      {
        focus: 'Earn and bank it',
        description: 'The first extra hours worked and every payment sent to savings.',
        tasks: [
          'Work your first extra shift or side job, and log the hours and the pay',
          'Sign up for one more task that pays this week: a weekend shift, a market stall, a tutoring slot',
          'Sell 3 more things you no longer use',
          'Check that none of the extra income was spent on treats, and move any leftover to savings',
          'Write your savings balance and what is left to reach {q} in your log',
          "Move all of this week's extra pay into your savings account the day you are paid",
        ],
      },
      {
        focus: 'Make it regular',
        description: 'The extra income becomes a fixed weekly slot and a fixed weekly transfer.',
        tasks: [
          'Fix one regular extra-income slot a week in your calendar, so the savings keep coming',
          'Set an automatic transfer of {weekly} a week from the account your extra pay lands in',
          'Raise your price or hours for the extra work if demand allows',
          "Compare this month's extra pay with the hours it took and drop the worst-paid work",
          'Move any tax you owe on extra income into a separate pot before you save the rest',
          'Check your savings balance against {q} and plan the weeks left',
        ],
      },
    ],
  },
};
