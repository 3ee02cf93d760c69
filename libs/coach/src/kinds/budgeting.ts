import type { GoalKind } from '../goal-kind.js';

/**
 * Budgeting the zero-based way: first a real picture (income, fixed bills, a week of every
 * purchase tracked, categories drawn from what is really bought), then a budget that gives all of
 * next month's income a job before the month starts, tracked within a day and checked at a weekly
 * money date. Month two adds sinking funds for irregular costs and a buffer; month three automates
 * the fixed part and ends with a review of three budgets against what was spent.
 */
export const budgeting: GoalKind = {
  id: 'budgeting',
  label: 'Budgeting',
  field: 'money',
  signals: [
    'monthly budget',
    'budget',
    'draw up a budget',
    'make a budget',
    'stick to a budget',
    'stick to my budget',
    'zero based budget',
    'track my spending',
    'track spending',
    'track my expense',
    'spending',
    'expense',
    'overspend',
    'spend less',
    'manage my money',
    'manage money',
    'manage my finance',
    'money management',
    'personal finance',
    'paycheck to paycheck',
    'live within my mean',
    'ynab',
    'impulse buy',
    'impulse buying',
    'impulse shopping',
    'impulse spending',
    'impulse spend',
  ],
  notWhen: [
    'travel on a budget',
    'eat healthy on a budget',
    'eat well on a budget',
    'eat healthily on a budget',
    'cook on a budget',
    'renovate on a budget',
    'decorate on a budget',
    'budget airline',
    'budget travel',
    'low budget',
    'calorie budget',
    'time budget',
    'film budget',
    'budget for the project',
    'meal on a budget',
    'food on a budget',
    'eat on a budget',
    'spend time',
    'spend more time',
    'spending time',
    'spending more time',
  ],
  lexicon: [
    'budget',
    'categor',
    'spend',
    'income',
    'bill',
    'receipt',
    'transaction',
    'track',
    'money date',
    'sinking fund',
    'envelope',
    'bank',
    'statement',
    'grocer',
    'allowance',
    'buffer',
    'zero-based',
    'cash',
    'payday',
    'saving',
    'subscription',
    'purchase',
    'reconcile',
  ],
  milestones: [
    {
      title: 'See your real spending',
      description:
        'Income, bills and a week of every purchase written down, sorted into categories that fit your life.',
      weeks: [
        {
          focus: 'Income and fixed bills',
          description: 'What comes in and what must go out, on one page.',
          tasks: [
            'Write down your monthly take-home income from your last 3 payslips or bank statements',
            'List every fixed bill with its amount and due date: rent, utilities, phone, insurance, loans',
            'Find every subscription and direct debit on your bank statement and add it to the list',
            "Download last month's bank and card transactions into a spreadsheet or a budgeting app",
            "Sort last month's transactions into needs, wants and savings, and total each",
            'Subtract the bills from your income to see what is left for everything else',
          ],
        },
        {
          focus: 'Track every purchase',
          description: 'Seven days of every spend written down the day it happens.',
          tasks: [
            'Pick one place to track spending, a notebook, a spreadsheet or an app, and use only that',
            'Write down every purchase today, card and cash, with the amount and what it was for',
            "Spend {min:10} each evening logging the day's receipts and card transactions",
            'Check your banking app on Wednesday for purchases you forgot to track',
            'Mark each purchase this week as planned or unplanned',
            "Total the week's spending and how much of it was unplanned",
          ],
        },
        {
          focus: 'Categories that fit',
          description: 'Spending categories drawn from what you really buy.',
          tasks: [
            "Group last month's transactions into 8 to 12 categories, such as groceries, transport and eating out",
            "Write last month's total next to each category",
            'Mark the 3 categories whose spending surprised you most',
            'Add a savings category and a debt category to the budget, even if they are small',
            'Pick your budget day, the day before payday, and put it in your calendar as a money date',
            'Set a target for each category for next month, lower where you want to cut',
          ],
        },
      ],
    },
    {
      title: 'Your first zero-based budget',
      description:
        'A month where every unit of income has a job before it starts, tracked daily and adjusted honestly.',
      weeks: [
        {
          focus: 'Give all of the income a job',
          description: 'Income minus every category comes to exactly zero before the month begins.',
          tasks: [
            "Write next month's zero-based budget: income at the top, then bills, savings, debt and spending categories",
            'Adjust the categories until income minus all of them is exactly zero',
            'Set up automatic transfers for savings and bills on the day after payday',
            'Work out a weekly allowance for groceries and eating out, and write it on a card in your wallet',
            'Track every purchase against its category the same day',
            "Hold a {min:20} money date on Sunday: log the week and check each category's balance",
          ],
        },
        {
          focus: 'Track and check',
          description: 'Purchases logged within a day and the categories checked midweek.',
          tasks: [
            'Log each purchase in its budget category within 24 hours',
            'Check your category balances on Wednesday, and slow down in any that is past half spent',
            'Take your weekly grocery allowance in cash or on a separate card',
            'Plan 5 dinners from one shopping list to keep groceries inside the budget',
            'Write one sentence on why each overspent category went over this week',
            'Hold your {min:20} Sunday money date: log, reconcile with the bank, note any overspending',
          ],
        },
        {
          focus: 'Move money, keep the total',
          description:
            'When a category runs out, money moves from another; the total stays the same.',
          tasks: [
            'Find your most overspent category and move money into it from one that is under',
            'Write the rule in your budget: no category goes over without money taken from another',
            'Reconcile your budget with your bank balance to the last cent',
            'Cut one want in the budget by 20 % for the rest of the month',
            "Hold your Sunday money date and compare each category's spending with its target",
            'Write down 3 lessons from your first budget month for the next one',
          ],
        },
      ],
    },
    {
      title: 'Plan for the irregular',
      description:
        'Yearly and surprise costs turned into monthly lines, a buffer started, and the budget shared at home.',
      weeks: [
        {
          focus: 'Sinking funds',
          description: 'Yearly and irregular costs turned into monthly budget lines.',
          tasks: [
            'List the costs your monthly budget misses, car service, gifts, holidays, insurance, with their yearly totals',
            'Divide each by 12 and add them to the budget as sinking funds',
            'Open a separate savings pot or account for the sinking funds',
            'Track every purchase in its category, including what you spend from a sinking fund',
            'Check your emergency savings, and add a budget line for them if they cover less than a month of bills',
            "Hold your Sunday money date and move this month's amounts into the sinking funds",
          ],
        },
        {
          focus: 'A month ahead',
          description: "A buffer starts, so one day this month is paid by last month's income.",
          tasks: [
            "Write next month's zero-based budget with the sinking funds and last month's lessons",
            "Set a buffer target of one month's expenses, and a budget line to build it",
            'Cut the category that went over most last month, or raise it honestly and cut another',
            'Log each purchase in its category within 24 hours',
            'Hold your Sunday money date and reconcile with the bank',
            "Move anything left in last month's categories into the buffer",
          ],
        },
        {
          focus: 'Budget with the household',
          description: 'The budget agreed with the people who spend from it.',
          tasks: [
            'Walk through the budget categories for {min:30} with {person|a partner or a trusted friend}',
            'Agree on a personal spending allowance each that needs no explaining',
            'Agree on a purchase limit above which any spend is discussed first',
            'Log each purchase in its category within 24 hours',
            'Write down the budget categories that are still a guess, and what would make them right',
            "Hold your Sunday money date, and compare this month's spending with last month's",
          ],
        },
      ],
    },
    {
      title: 'Three budgets reviewed',
      description:
        'The fixed part automated, the categories tuned, and three months of budgets compared with what was spent.',
      weeks: [
        {
          focus: 'Automate the fixed part',
          description: 'Bills and savings leave on their own; your attention goes to the spending.',
          tasks: [
            "Write month three's zero-based budget before payday",
            'Set every fixed bill and savings transfer to leave automatically on the day after payday',
            'Set bank alerts for a low balance and for any purchase over your agreed limit',
            'Log each purchase in its category within 24 hours',
            'Cut your tracking time: review your banking app 3 times a week instead of every receipt',
            'Hold your Sunday money date and note how long it took',
          ],
        },
        {
          focus: 'Tune the categories',
          description: "Two months of real numbers decide next month's targets.",
          tasks: [
            'Compare 2 months of spending per category against the targets',
            'Merge categories you never use, and split any that hides too much spending',
            'Raise the savings or debt category by the money your cuts have freed',
            'Log each purchase in its category within 24 hours',
            'Check the sinking funds hold what they should for this month',
            'Hold your Sunday money date and reconcile to the bank balance',
          ],
        },
        {
          focus: 'Three months in review',
          description: 'Three budgets compared with the spending, and the habit set for good.',
          tasks: [
            'Total income, spending, saving and debt paid for each of the 3 months',
            'List the 3 categories where the budget changed your spending most',
            "Write next month's budget in under {min:30} from the template you built",
            'Set one money goal for the next quarter, a buffer, a savings target or a debt paid, with its budget line',
            'Keep the Sunday money date in your calendar as a standing appointment',
            "Compare the last month's spending with the month before your first budget, category by category",
          ],
        },
      ],
    },
  ],
  extras: [
    'Log every purchase of the day in its category before bed',
    "Check a category's balance before you spend in it",
    "Match this week's receipts with your banking app and fix any mismatch",
    'Review one subscription and decide whether it earns its place in the budget',
  ],
  countermeasures: [
    {
      when: ['forget', 'track', 'tedious', 'bore', 'spreadsheet', 'hate number'],
      tasks: [
        "Turn on your banking app's spending notifications so each purchase reminds you to track it",
        'Switch to checking your banking app 3 times a week instead of logging every receipt',
      ],
    },
    {
      when: ['irregular', 'freelanc', 'self employ', 'commission', 'gig', 'variable', 'season'],
      tasks: [
        'Budget from your lowest monthly income of the last 6 months, and treat anything above it as extra',
        "Budget only money you already have: next month's budget spends this month's income",
      ],
    },
    {
      when: ['eat out', 'takeaway', 'restaurant', 'social', 'go out', 'overspend', 'impuls'],
      tasks: [
        'Give eating out its own weekly cash envelope and stop when the envelope is empty',
        'Suggest a cheaper plan to friends, a potluck or a walk, and budget for one paid outing a week',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Give all of the income a job before the month begins and check the categories twice a week; moving money between categories is budgeting, not failure.',
    slipping:
      'Go back to one habit: log every purchase the same day, and keep a 20-minute money date on Sunday.',
  },
  alternative: {
    title: 'Cash envelopes',
    description:
      'Bills stay automatic; the categories you overspend on are paid only in cash from their envelope.',
    weeks: [
      {
        focus: 'Fill the envelopes',
        description:
          'Four to six envelopes, filled on payday, the only money for those categories.',
        tasks: [
          'Pick the 4 to 6 categories you overspend on, such as groceries, eating out and fun, and label an envelope for each',
          "Set a monthly amount for each envelope from last month's spending",
          'Keep bills and savings leaving automatically from the bank, outside the envelopes',
          'Withdraw the envelope money in cash on payday and fill each envelope',
          'Pay for those categories only from their envelope this week',
          'Count what is left in each envelope on Sunday and write it down',
        ],
      },
      {
        focus: 'Live from the envelopes',
        description: 'The cash has to last; when an envelope is empty, spending stops or moves.',
        tasks: [
          'Plan meals so the grocery envelope lasts until payday',
          'Take only the envelope you need when you go out',
          'When an envelope runs out, stop, or take from another and write down why',
          'Keep receipts in each envelope and total them on Sunday',
          'Leave your cards at home for one day of spending from the envelopes',
          'Count each envelope on Sunday and note which one ran out first',
        ],
      },
      {
        focus: 'Adjust the envelopes',
        description: "A month of cash spending sets next month's amounts.",
        tasks: [
          "Compare each envelope's spending with the card spending in the same category last month",
          'Raise the envelope that ran out, and cut one that had money left',
          'Move the cash left in the envelopes to savings or your buffer',
          'Refill the envelopes on payday with the new amounts',
          'Add an envelope for one irregular cost, such as gifts or a car service',
          'Decide which categories stay in cash and which go back to the card, and write it in the budget',
        ],
      },
    ],
  },
};
