import type { GoalKind } from '../goal-kind.js';

/**
 * Starting to invest in the order a fee-only adviser teaches it: high-interest debt cleared and an
 * emergency fund of three months in cash first, the employer's retirement match taken, then risk
 * and time horizon understood, a low-cost broad index fund in a tax-advantaged account, a first
 * purchase and a monthly automatic contribution, and rules written in advance for the day the
 * market falls. Amounts are shares of the sum the goal names: a quarter to start, then a quarter a
 * month.
 */
export const investingBasics: GoalKind = {
  id: 'investing-basics',
  label: 'Investing basics',
  field: 'money',
  signals: [
    'index fund',
    'invest',
    'investing',
    'investment',
    'investor',
    'etf',
    'stock market',
    'share market',
    'buy stock',
    'buy share',
    'invest in stock',
    'retirement',
    'save for retirement',
    'retirement account',
    'pension',
    '401 k',
    'roth ira',
    'ira',
    'isa',
    'stock and share isa',
    'brokerage',
    'brokerage account',
    'compound interest',
    'dividend',
    'investment portfolio',
    'stock portfolio',
    'build wealth',
    'grow my wealth',
    'financial independence',
    'financial independent',
    'financially independent',
    'retire early',
    'early retirement',
  ],
  notWhen: [
    'invest in myself',
    'invest in my health',
    'invest in my relationship',
    'invest in my career',
    'invest in my education',
    'invest in my skill',
    'invest time',
    'invest more time',
    'invest in a new',
    'stock up',
    'take stock',
    'retirement party',
  ],
  lexicon: [
    'invest',
    'index',
    'fund',
    'etf',
    'retirement',
    'pension',
    'account',
    'risk',
    'emergency',
    'contribut',
    'fee',
    'broker',
    'platform',
    'stock',
    'bond',
    'portfolio',
    'compound',
    'match',
    'tax',
    'market',
    'return',
    'expense ratio',
    'rebalanc',
    'debt',
    'saving',
  ],
  measure: {
    kind: 'money',
    units: ['dollar'],
    default: 1000,
    step: 10,
    range: [100, 10000000],
  },
  milestones: [
    {
      title: 'Safety net before the market',
      description:
        'Expensive debt and an empty emergency fund come before shares; the employer match comes first of all.',
      weeks: [
        {
          focus: 'Check the foundations',
          description: 'Debts, cash savings and the free money from an employer, looked at first.',
          tasks: [
            'List any debt with an interest rate above 7 % and plan to clear it before you invest',
            'Work out 3 months of your essential expenses: that is your emergency fund target',
            'Check how much your emergency fund holds now, in an easy-access savings account',
            'Write down when you will need the money you invest: under 5 years is too soon for the stock market',
            "Read for {min:30} about index funds from an independent source, such as your country's financial regulator",
            'Find out whether your employer matches pension or retirement contributions, and by how much',
          ],
        },
        {
          focus: 'Emergency fund first',
          description: 'Money you might need soon stays out of the market.',
          tasks: [
            'Set up an automatic transfer into the emergency fund on payday until it is full',
            "Join your employer's retirement plan, or raise your contribution to get the full match",
            'Write one line each on what a stock, a bond, a fund, an index and an expense ratio are',
            'Take a risk questionnaire from a broker or a regulator and note your result',
            'Write how you would feel if {q} fell to {q:0.7} in a bad year, and what you would do',
            'Move {q:0.1} to your emergency fund if it holds less than 3 months of expenses',
          ],
        },
        {
          focus: 'Time horizon and risk',
          description: 'How long the money can stay invested decides how much risk it can take.',
          tasks: [
            'Write down what this money is for and when: retirement, a home, or wealth in 10 years or more',
            'Read how the stock market fell and recovered in 2008 and in 2020, and how long each took',
            'Look up the tax-advantaged accounts in your country, such as an ISA, a Roth IRA, a 401(k) or a pension',
            'Move {q:0.1} to your emergency fund, or into an investing pot if the fund is full',
            'Write an investing rule: money you need within 5 years stays in savings',
            'Pick a split of stocks and bonds for your horizon, for example 80/20 for 20 years or more',
          ],
        },
      ],
    },
    {
      title: 'Learn how index funds work',
      description:
        'Funds, fees and platforms compared, and an investment plan written before any money goes in.',
      weeks: [
        {
          focus: 'Index funds and fees',
          description: 'What a broad index fund holds, and what fees do over decades.',
          tasks: [
            'Compare 3 global or total-market index funds or ETFs: what they hold, their expense ratio and their size',
            'Work out what a 1 % fee costs against a 0.1 % fee on {q} over 30 years, with a compound interest calculator',
            'Read the key information document of one index fund from top to bottom',
            'Write 3 reasons a broad index fund spreads risk better than a handful of single stocks',
            'Use a compound interest calculator to see what {q:0.25} a month at 5 % becomes in 20 years',
            'Move {q:0.1} to your emergency fund, or into your investing pot if the fund is full',
          ],
        },
        {
          focus: 'Choose a platform',
          description: 'A low-cost, regulated broker and the right account type.',
          tasks: [
            'Compare 3 low-cost brokers or platforms on account fees, fund fees and minimum investment',
            "Check that the platform is regulated and covered by your country's investor protection scheme",
            "Read the platform's fee page and work out the yearly cost of holding {q}",
            'Ask {person|a friend who invests} which platform they use and what they would change',
            'Move {q:0.1} to your emergency fund, or into your investing pot if the fund is full',
            'Choose your platform and account: the tax-advantaged account first, a general account after',
          ],
        },
        {
          focus: 'Your investment plan',
          description: 'Written rules for what to buy, how much, and what to do when markets fall.',
          tasks: [
            'Choose one global stock index fund and, if your split has bonds, one bond index fund',
            'Set a rebalancing rule: once a year, or when the split drifts 5 points from target',
            'Set your monthly contribution at {q:0.25}, or less if the emergency fund is not full yet',
            'Write your rule for a 20 % market fall: keep investing, and do not sell',
            "Check that the fund's expense ratio and the platform fee together come to under 0.5 % a year",
            'Write a one-page investment plan: goal, horizon, stock and bond split, funds, monthly contribution and rules',
          ],
        },
      ],
    },
    {
      title: 'Make your first investment',
      description:
        'The account opened, the first money invested in the index fund, and the contributions automated.',
      weeks: [
        {
          focus: 'Open the account and buy',
          description: 'The first purchase of your chosen index fund.',
          tasks: [
            'Open your tax-advantaged investment account on the platform you chose',
            'Link your bank account and verify your identity on the platform',
            'Choose the accumulation version of the fund, or turn on dividend reinvestment',
            'Transfer {q:0.25} into the investment account',
            'Start an investing log with columns for date, fund, price and units',
            'Buy {q:0.25} of your chosen index fund, check the fund code before you confirm, and log the purchase',
          ],
        },
        {
          focus: 'Automate contributions',
          description: 'A fixed amount invested every month without a decision.',
          tasks: [
            'Set the platform to invest each contribution in your index fund automatically',
            'Check that your retirement contributions at work still get the full employer match',
            'Read how investing a fixed amount every month smooths the price you pay (dollar-cost averaging)',
            'Turn off price alerts, and check your investment account no more than once a month',
            'Write your emergency fund and investment balances in your investing log',
            'Set up a monthly automatic contribution of {q:0.25} for the day after payday',
          ],
        },
        {
          focus: 'Learn to sit still',
          description: 'Volatility, headlines and the rules that keep you invested.',
          tasks: [
            'Read what missing the 10 best days in the stock market did to returns over 20 years',
            "Look up your fund's worst calendar year and its 10-year average return",
            'Unfollow 3 accounts or channels that push hot stock tips or crypto',
            "Add up the fees you pay a year: the fund's expense ratio plus the platform fee",
            'Check your investment account once this week, then leave it for the rest of the month',
            'Write what you will do when your portfolio falls 10 %, 20 % and 30 %',
          ],
        },
      ],
    },
    {
      title: 'Stay the course',
      description:
        'Contributions running, the whole picture checked, and a yearly routine set for the decades ahead.',
      weeks: [
        {
          focus: 'The second contribution',
          description: 'The automatic contribution checked and the split compared with the plan.',
          tasks: [
            'Compare your stock and bond split with the target in your investment plan',
            'Raise your retirement contribution at work by 1 % of salary if your budget allows',
            "Read your platform's help page on tax on dividends and capital gains",
            'Write down one investing mistake you were tempted to make, and why you did not',
            'Note your emergency fund and investment balances in your investing log',
            'Check that your second automatic contribution of {q:0.25} went in and was invested',
          ],
        },
        {
          focus: 'The whole picture',
          description: 'Every account in one list, and the savings rate that will grow it.',
          tasks: [
            'List all your accounts, emergency fund, retirement and investment, and what each holds',
            'Check the beneficiaries or nominations on your pension and investment accounts',
            'Work out your savings rate: saving and investing contributions divided by take-home pay',
            'Read for {min:30} from a classic on index investing, such as The Little Book of Common Sense Investing',
            'Decide when you will raise your monthly contribution: with each pay rise, or once a year',
            'Work out how much you have invested since you started, against {q}',
          ],
        },
        {
          focus: 'A yearly routine',
          description: 'About {q} invested, and a routine for the years ahead.',
          tasks: [
            'Review your investment plan and change only what your life has changed',
            'Put a yearly check-up in your calendar: rebalance, fees and contribution size',
            'Decide how you will split a bonus or windfall between the emergency fund and your index fund',
            'Explain index funds in 2 minutes to {person|a friend}, as a test of what you have learned',
            'Write down your next investing target and the date you expect to reach it',
            'Check that your third automatic contribution of {q:0.25} went in, making about {q} invested',
          ],
        },
      ],
    },
  ],
  extras: [
    'Look at your investment balance once this month, and close the app',
    'Read for {min:20} from a book on index investing',
    "Check one fund's expense ratio against a cheaper fund that tracks the same index",
    'Top up your emergency fund if you spent from it this month',
  ],
  countermeasures: [
    {
      when: ['lose money', 'loss', 'risk', 'crash', 'scare', 'volatil', 'gambl'],
      tasks: [
        'Start with a small monthly contribution of {q:0.05} into a broad index fund, and watch it for 3 months',
        'Choose a more cautious split, such as 60 % stocks and 40 % bonds, until market falls feel normal',
      ],
    },
    {
      when: ['confus', 'overwhelm', 'complicat', 'jargon', 'understand', 'know where'],
      tasks: [
        'Keep to one global index fund in one tax-advantaged account, nothing else, for the first 3 months',
        "Write down 5 investing terms you do not understand and look each one up in a regulator's guide",
      ],
    },
    {
      when: ['debt', 'loan', 'credit card', 'overdraft'],
      tasks: ['Clear any debt above 7 % interest before investing beyond the employer match'],
    },
    {
      when: ['crypto', 'bitcoin', 'tip', 'fomo', 'hype', 'meme', 'day trad'],
      tasks: [
        'Keep any speculative money to 5 % of your investments, in a separate account from your index fund',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep the automatic contribution going into the same low-cost index fund and look at the balance once a month at most; time in the market does the work.',
    slipping:
      'Protect the habit, not the amount: lower the monthly contribution if you must, but keep it automatic and keep the emergency fund topped up.',
  },
  alternative: {
    title: 'One ready-made fund',
    description:
      'One all-in-one or target-date fund that holds stocks and bonds and rebalances itself, and nothing else to choose.',
    weeks: [
      {
        focus: 'Pick a one-fund portfolio',
        description: 'A single fund that does the spreading and rebalancing for you.',
        tasks: [
          'Check that your emergency fund holds 3 months of expenses before you invest',
          'Look up target-date or all-in-one funds that hold stocks and bonds in a single fund',
          'Pick the one closest to your retirement year or risk level, with a fee under 0.3 %',
          "Compare it with a robo-adviser's total fee and what the robo-adviser adds",
          'Open the tax-advantaged account that offers the fund',
          'Write a one-line investing rule: this fund, every month, no selling in a fall',
        ],
      },
      {
        focus: 'Invest and automate',
        description: 'The first purchase and a monthly contribution set to run alone.',
        tasks: [
          'Set up a monthly automatic contribution of {q:0.25}',
          'Turn on automatic investing of each contribution into the fund',
          "Read the fund's factsheet: what it holds and how it rebalances",
          'Turn off price alerts on the investing app',
          'Start an investing log for the fund, its units and price',
          'Transfer {q:0.25} and buy the all-in-one fund',
        ],
      },
      {
        focus: 'Leave it alone',
        description: 'Check once, change nothing, and set the yearly review.',
        tasks: [
          'Check that the second contribution went in and was invested',
          'Look at the fund balance once this month, and close the app',
          'Raise the monthly contribution by {q:0.05} if your budget allows',
          'Check that your workplace retirement plan still gets the full employer match',
          'Write what you would do if the fund fell 20 % next month',
          'Put a yearly review of the fund, its fees and your contribution in your calendar',
        ],
      },
    ],
  },
};
