import type { GoalKind } from '../goal-kind.js';

/**
 * Paying off debt the way a debt adviser sets it out: every debt on one page with its balance,
 * rate and minimum; no new borrowing; minimums on all by direct debit and every spare amount on
 * one debt at a time, in avalanche order (highest rate first) or snowball order (smallest balance
 * first); rates negotiated down or moved to a 0 % balance transfer; each cleared debt's payment
 * rolled onto the next until the final payment. The extra payment a week is the amount the
 * person said they have for it, else 1/13 of the goal's total, so the plan's weeks clear it
 * (`{weekly}`).
 */
export const debtPayoff: GoalKind = {
  id: 'debt-payoff',
  label: 'Paying off debt',
  field: 'money',
  signals: [
    'pay off debt',
    'debt',
    'pay off',
    'pay off my debt',
    'pay down',
    'debt free',
    'get out of debt',
    'clear my debt',
    'credit card',
    'credit card debt',
    'loan',
    'student loan',
    'car loan',
    'personal loan',
    'payday loan',
    'overdraft',
    'arrears',
    'owe',
    'buy now pay late',
    'klarna',
  ],
  notWhen: [
    'technical debt',
    'tech debt',
    'sleep debt',
    'owe it to myself',
    'owe myself',
    'work pay off',
    'effort pay off',
  ],
  lexicon: [
    'debt',
    'balance',
    'rate',
    'apr',
    'interest',
    'minimum',
    'payment',
    'pay',
    'card',
    'loan',
    'lender',
    'creditor',
    'avalanche',
    'snowball',
    'statement',
    'overdraft',
    'credit',
    'budget',
    'spend',
    'owe',
    'direct debit',
    'subscription',
    'sell',
  ],
  measure: {
    kind: 'money',
    units: ['dollar'],
    default: 5000,
    step: 5,
    range: [100, 1000000],
    pace: { by: 'payments' },
    unreached: {
      title: 'Cut the balance to {reach}',
      description:
        'The first block of a longer payoff: weekly payments on the highest-interest debt bring the balance down to {reach}, and set the pace that clears the rest.',
      weeks: [
        {
          focus: 'Payments for the long haul',
          description: 'A budget and a payment you can keep for months, aimed at {reach}.',
          tasks: [
            'Check your total balance against {reach}, the figure these 12 weeks should bring it down to',
            'Write a monthly budget you can keep for a year, with {monthly} a month for debt payments',
            'Check when each promotional or 0 % rate ends, and put the dates and the new rates in your calendar',
            'Check every card and loan statement for new charges, and write down the interest you paid this month',
            'Set your extra payment to leave on payday by direct debit for the next 6 months, not only these 12 weeks',
            'Pay {weekly} on top of the minimums to the highest-interest debt, and note its new balance',
          ],
        },
        {
          focus: 'No new debt',
          description:
            'A buffer and a budget for the months ahead, so nothing new lands on a card.',
          tasks: [
            "Save a buffer of one month's minimum payments so a surprise bill never goes on a card",
            'List the big costs of the next 6 months, car, gifts and holidays, and budget a monthly amount for each',
            'Find one more subscription or membership to cancel, and add its cost to your weekly debt payment',
            'Ask your card issuer to lower the credit limit on every card you have paid down',
            'Update your debt list with every balance, rate and minimum payment as they stand today',
            "Pay {weekly} plus any cleared debt's old payment to the highest-interest debt, and screenshot the new balance",
          ],
        },
        {
          focus: 'Balance, pace and the next 90 days',
          description:
            'Where the balance stands against {reach}, the pace of the payments, and the next 12 weeks planned.',
          tasks: [
            "Compare the interest charged on this month's statements with the first month of the plan",
            'Work out your pace: the balance you paid off in 12 weeks divided by 12 is your weekly pace',
            'Check your credit report and note how your score has moved since you started paying down the debt',
            'Plan the next 90 days of payments: the debt next in your order and the weekly payment for it',
            'Tell {person|a friend} the balance you started with and the balance you owe now',
            'Pay {weekly} to the highest-interest debt, then write down the balance left against {reach} and the month the debt will clear at this pace',
          ],
        },
      ],
    },
  },
  milestones: [
    {
      title: 'Face every debt',
      description:
        'Every debt written down, no new borrowing, money found for payments and the order chosen.',
      weeks: [
        {
          focus: 'Every debt on one page',
          description: 'Balances, rates and minimums in one list, and no new debt from today.',
          tasks: [
            'List every debt on one page: lender, balance, interest rate (APR) and minimum payment',
            'Log in to each account and check the balances against your latest statements',
            'Set up a direct debit for the minimum payment on every debt so none is ever late',
            'Put your credit cards in a drawer at home and delete them from your shopping apps',
            'Add up your total debt and the interest you were charged on it last month',
            'Pay {weekly} on top of the minimums to the debt with the highest interest rate',
          ],
        },
        {
          focus: 'Find money for payments',
          description: 'A month of spending cut back to make room for payments above the minimum.',
          tasks: [
            "Total last month's spending by category from your bank and card statements",
            'Cancel 3 subscriptions or memberships and send what they cost to your debt payments',
            'Write a bare-bones monthly budget with {monthly} a month set aside for debt payments',
            'Check for buy now, pay later plans and store cards, and add any you find to your debt list',
            'Sell 3 things you no longer use and put the money on your top debt',
            'Pay {weekly} on top of the minimums to the debt with the highest interest rate',
          ],
        },
        {
          focus: 'Choose your order',
          description: 'Avalanche or snowball, decided, written down and set to pay automatically.',
          tasks: [
            'Sort your debt list by interest rate, highest first: that is the avalanche order',
            'Sort it again by balance, smallest first: that is the snowball order, and compare the two',
            'Choose avalanche to pay the least interest, or snowball for quicker wins, and write your order down',
            'Draw a debt thermometer for your total and colour in what you have paid so far',
            'Set up your extra debt payment as a weekly or payday transfer so it happens automatically',
            'Pay {weekly} on top of the minimums to the first debt in your order',
          ],
        },
      ],
    },
    {
      title: 'Cut the interest',
      description:
        'Lower rates and cheaper balances, so more of every payment comes off what you owe.',
      weeks: [
        {
          focus: 'Call your lenders',
          description: 'A lower rate means more of each payment comes off the balance.',
          tasks: [
            'Call your highest-rate card issuer and ask for a lower APR, quoting your on-time payments',
            'Ask each lender whether you qualify for a hardship rate or a fee refund, and note the answers',
            'Check your credit report for free and dispute any mistake you find',
            'Write the new rates on your debt list and work out your monthly interest again',
            'Spend nothing on credit this week: cash or debit card only',
            'Pay {weekly} on top of the minimums to the first debt in your order',
          ],
        },
        {
          focus: 'Move expensive balances',
          description: 'A 0 % balance transfer or a cheaper loan, only where the numbers say so.',
          tasks: [
            'Look up 0 % balance-transfer cards and the transfer fee each one charges',
            'Work out whether the fee is smaller than 12 months of interest on that balance',
            'If you transfer, write down the date the 0 % ends and a monthly payment that clears it before then',
            "Compare a consolidation loan's total cost with what you pay now, and say no unless it is clearly cheaper",
            'Cut up any card you cleared by transfer so the balance cannot come back',
            'Pay {weekly} on top of the minimums to the first debt in your order',
          ],
        },
        {
          focus: 'More for the payments',
          description: 'Extra income and cheaper bills, all of it sent to the top debt.',
          tasks: [
            'Line up one extra income this month, overtime, a shift or selling, for your debt',
            'Plan 7 dinners from one shopping list and move what you save on food to your debt payments',
            'Switch one bill, phone, broadband or insurance, to a cheaper deal and add the difference to your payments',
            'Put any windfall this month, a tax refund, a gift or a bonus, straight onto the first debt',
            "Update your debt list with this week's balances and colour in your debt thermometer",
            'Pay {weekly} on top of the minimums to the first debt in your order',
          ],
        },
      ],
    },
    {
      title: 'Roll the payments forward',
      description:
        'The first debt cleared and its whole payment rolled onto the next, so the payments grow.',
      weeks: [
        {
          focus: 'The first debt cleared',
          description: 'The top debt paid to zero and its payment moved on.',
          tasks: [
            'Ask the lender of your first debt for its exact payoff figure, with interest to the day',
            'Check your spending against your budget and move any unspent money to your debt',
            'Check that no new charges have landed on any card or account you have paid off',
            'Plan to roll the whole payment of the first debt, minimum plus extra, onto the next one on your list',
            'Mark the cleared debt on your thermometer and celebrate with something that costs nothing',
            'Pay {weekly} plus any remainder to clear the first debt, and ask the lender for a paid-in-full letter',
          ],
        },
        {
          focus: 'Payments rolling',
          description: 'A bigger payment on the next debt, and a lower rate asked for.',
          tasks: [
            'Call the lender of your next debt and ask for a lower rate, quoting the debt you just cleared',
            'Cut one budget category by 10 % and add the difference to your debt payments',
            'Work out your new debt-free date with the rolled-over payments',
            'Leave your credit cards at home and pay by debit card or cash all week',
            "Update your debt list and your thermometer with this week's balances",
            'Pay {weekly} plus the rolled-over payment to the next debt on your list',
          ],
        },
        {
          focus: 'Halfway check',
          description:
            'What is paid, what interest you saved, and a small buffer against new debt.',
          tasks: [
            'Total what you have paid off since you started and the interest it has saved you',
            'Keep a buffer of {q:0.05} in savings so a surprise bill does not go on a credit card',
            'Ask your bank to lower your overdraft limit as the overdraft shrinks',
            'Check each statement for fees and interest charges, and challenge any that are wrong',
            'Plan the extra payments for the last 3 weeks of the plan, payday by payday',
            'Pay {weekly} plus the rolled-over payments to the debt at the top of your list',
          ],
        },
      ],
    },
    {
      title: 'Make the final payment',
      description:
        'The last balances paid to zero, accounts confirmed closed or clear, and the payments turned into savings.',
      weeks: [
        {
          focus: 'Last debts in sight',
          description: 'Everything spare on the remaining debts, and settlement figures asked for.',
          tasks: [
            'Budget this month with one line for everything after bills and groceries: debt payments',
            'Sell one more thing of value, or take one extra shift, for the final payments',
            'Ask each remaining lender for a settlement figure with interest to your payoff date',
            'Write down where your monthly debt payment will go once the debt is gone',
            'Update your debt list and the debt thermometer',
            'Pay {weekly} plus every rolled-over payment to the debt at the top of your list',
          ],
        },
        {
          focus: 'Clear the balances',
          description: 'Cleared accounts checked at zero, and their direct debits stopped.',
          tasks: [
            'Check each cleared account shows a zero balance and no pending charges',
            'Ask for a paid-in-full letter from every lender you have cleared',
            'Cancel the direct debits of paid-off debts so nothing is taken twice',
            'Set up an automatic savings transfer the same size as one cleared debt payment',
            "Go through this month's budget and statements to check no new debt crept in",
            'Pay {weekly} to the debt at the top of your list',
          ],
        },
        {
          focus: 'The final payment',
          description: 'The last balance paid in full, and the money it freed put to work.',
          tasks: [
            'Ask your last lender for the exact payoff figure, with interest to the day',
            'Keep one credit card for emergencies with a low limit, set to be paid in full every month',
            'Plan to send your old debt payments into an emergency fund until it holds 3 months of expenses',
            'Total what you paid off in 12 weeks and the interest you avoided',
            'Check your credit report again and note how your score has changed',
            'Make the final payment of {weekly} plus any remainder, and screenshot every account showing a zero balance',
          ],
        },
      ],
    },
  ],
  extras: [
    "Update your debt list with this week's balances",
    "Check this week's card statements for interest and fees",
    'Move any money left in a budget category on Sunday to your top debt',
    'Skip one paid treat this week and put what it costs on your top debt',
  ],
  countermeasures: [
    {
      when: ['impuls', 'shop', 'splurg', 'online', 'overspend', 'buy', 'amazon'],
      tasks: [
        'Use a 24-hour rule: leave anything unplanned in the basket for a day before you pay',
        'Unsubscribe from every shop and sale email, and turn off shopping app notifications that tempt you to spend',
        'Delete your saved cards from shopping sites, apps and your browser',
      ],
    },
    {
      when: ['interest', 'rate', 'minimum', 'apr', 'grow'],
      tasks: [
        'Call your card issuer and ask for a lower APR, and ask again in 3 months if they say no',
        'Move your highest-rate balance to a 0 % balance-transfer card if the fee is less than 12 months of interest',
      ],
    },
    {
      when: ['behind', 'arrears', 'miss', 'late', 'collector', 'letter', 'bailiff'],
      tasks: [
        'Call your lenders before a payment is missed and ask for a payment plan in writing',
        'Get free help from a non-profit debt advice service before you agree to any settlement',
      ],
    },
    {
      when: ['irregular', 'freelanc', 'self employ', 'commission', 'gig', 'variable'],
      tasks: [
        'Pay only the minimums in lean months, and put everything above your basic budget on the top debt in good ones',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep every minimum paid and every spare amount on one debt at a time; when it clears, roll its whole payment onto the next.',
    slipping:
      'Stop new borrowing first, then pay the minimums and one small extra payment a week: the habit matters more than the amount.',
  },
  alternative: {
    title: 'Snowball from the smallest debt',
    description:
      'Clear the smallest balance first, whatever its rate, for quick wins that keep you going.',
    weeks: [
      {
        focus: 'Smallest balance first',
        description: 'Debts sorted by balance and every spare amount on the smallest.',
        tasks: [
          'Sort your debts by balance, smallest first, whatever their interest rate',
          'Pay the minimum on every debt but the smallest, by direct debit',
          'Write each debt and its balance on a sticky note on the fridge, to tear off when it hits zero',
          "Cancel one subscription and add what it costs to the smallest debt's payment",
          'Sell 3 things you no longer use and put the money on the smallest debt',
          'Pay {weekly} on top of the minimum to the smallest debt',
        ],
      },
      {
        focus: 'The first debt gone',
        description: 'The smallest debt cleared and its payment rolled onto the next.',
        tasks: [
          'Find one more cut in your budget to add to the snowball',
          'Spend nothing on credit this week: cash or debit card only',
          'Ask the lender of the smallest debt for its exact payoff figure',
          'Plan to roll its whole payment onto the next-smallest debt once it is cleared',
          "Tear the first debt's note off the fridge the day its balance reaches zero",
          'Pay {weekly} to the smallest debt, and more if it clears it',
        ],
      },
      {
        focus: 'The snowball grows',
        description: 'Each cleared payment added to the next, the payments bigger every time.',
        tasks: [
          "Update every sticky note with this week's balance",
          'Put any windfall straight onto the smallest remaining debt',
          'Work out your debt-free date with the snowball as it is now',
          'Tell {person|a friend} about each debt you clear, to keep yourself accountable',
          'Check your statements for new charges on cleared cards',
          'Pay {weekly} plus the rolled-over payments to the next-smallest debt',
        ],
      },
    ],
  },
};
