import type { GoalKind } from '../goal-kind.js';

/**
 * Drinking less the way an alcohol coach builds it: an honest drink diary in units, a doctor first
 * for anyone who drinks daily and gets shaky without it, then alcohol-free days and the triggers
 * behind each drink, dry weekdays with a weekend limit, a three-week dry stretch with urge
 * surfing and alcohol-free swaps, and finally written drinking rules and the AUDIT-C quiz taken
 * again against the first week's diary.
 */
export const quitAlcohol: GoalKind = {
  id: 'quit-alcohol',
  label: 'Drinking less',
  field: 'health',
  signals: [
    'alcohol',
    'drink',
    'drinking',
    'drink less',
    'stop drink',
    'quit drink',
    'give up drink',
    'cut down on drink',
    'cut back on drink',
    'binge drinking',
    'sober',
    'sobriety',
    'teetotal',
    'alcohol free',
    'dry january',
    'dry july',
    'sober october',
    'dry month',
    'booze',
    'beer',
    'wine',
    'drunk',
    'hangover',
    'pint',
    'weekday drink',
  ],
  notWhen: [
    'drink more water',
    'drink water',
    'drink enough water',
    'litre of water',
    'glass of water',
    'water a day',
    'soda',
    'fizzy drink',
    'soft drink',
    'energy drink',
    'sugary drink',
    'coffee',
    'protein shake',
    'drink tea',
    'wine tasting',
    'sommelier',
    'brew',
    'make wine',
    'about wine',
    'wine course',
  ],
  lexicon: [
    'drink',
    'alcohol',
    'unit',
    'diary',
    'dry',
    'sober',
    'beer',
    'wine',
    'urge',
    'craving',
    'trigger',
    'pub',
    'bar',
    'mocktail',
    'glass',
    'weekday',
    'weekend',
    'audit-c',
    'halt',
    'party',
  ],
  milestones: [
    {
      title: 'Count every drink',
      description:
        'An honest drink diary, the first alcohol-free days, and the triggers behind each drink.',
      weeks: [
        {
          focus: 'A drink diary',
          description: 'Write down every drink for a week before changing anything.',
          tasks: [
            'Start a drink diary: every drink, its size, the time, where you were and who with',
            'If you drink every day and get shaky, sweaty or anxious without a drink, see a doctor before cutting down',
            'Work out your drinks in units: a pint of 5 % beer is about 2.8 UK units, a 175 ml glass of 12 % wine about 2.1',
            'Take the AUDIT-C quiz (three questions, free online) and note your score',
            'Write your three biggest reasons to drink less on a card, such as sleep, money, mood or health',
            'Add up the week in your drink diary: total units, drinking days and the biggest session',
          ],
        },
        {
          focus: 'First alcohol-free days',
          description: 'Three days without a drink, with something good in the glass instead.',
          tasks: [
            'Choose three alcohol-free days for this week and mark them in your calendar',
            'Stock the fridge with alcohol-free drinks you like: alcohol-free beer, sparkling water or kombucha',
            'Read your drink diary for patterns: the day, time and mood when you drink most',
            'On an alcohol-free evening, fill the usual drinking hour with a walk, a class or a call',
            'Use smaller glasses at home and pour single measures',
            'Count your alcohol-free days and units this week and compare them with last week in your drink diary',
          ],
        },
        {
          focus: 'Know your triggers',
          description: 'Find what sets off each drink, and plan a swap for it.',
          tasks: [
            'List your five biggest drinking triggers from your drink diary, such as after work, stress, friends, TV or weekends',
            'Before each drink, check HALT: are you hungry, angry, lonely or tired, and deal with that first',
            'Plan a non-alcoholic swap for each trigger, like a run after work or a tonic with lime in front of the TV',
            'Keep four alcohol-free days this week',
            'Remove the alcohol you keep at home, or put it out of sight',
            'Add up units and alcohol-free days in your drink diary',
          ],
        },
      ],
    },
    {
      title: 'Dry weekdays',
      description:
        'Monday to Thursday without alcohol, a weekend limit set in advance, and a plan for social drinking.',
      weeks: [
        {
          focus: 'Monday to Thursday dry',
          description: 'No alcohol on weekdays, and a weekend limit set before Friday.',
          tasks: [
            'Keep Monday to Thursday alcohol-free and tick each dry day on your calendar',
            'Plan one activity for each weekday evening at the time you usually pour a drink',
            'Set your weekend limit in units before Friday and write it in your drink diary',
            'Order an alcohol-free drink first when you go out, then decide',
            'Alternate every alcoholic drink with a glass of water at the weekend',
            'Compare your weekend units with your limit in your drink diary',
          ],
        },
        {
          focus: 'Urge surfing',
          description: 'Let cravings rise and fall without acting on them.',
          tasks: [
            'Surf an urge to drink: notice it, rate it from 1 to 10, breathe and watch it fade over 15 minutes',
            'Keep all weekdays alcohol-free',
            'Eat a proper meal before any social drinking',
            'Rehearse how you will say no to a drink: "I\'m not drinking tonight, thanks"',
            'Note in your drink diary how your sleep and mornings feel after dry nights',
            'Add up your dry days and units, and put the money not spent on alcohol aside',
          ],
        },
        {
          focus: 'Social drinking',
          description: 'Friends, rounds and parties, handled with a plan.',
          tasks: [
            'Tell {person|the friends you usually drink with} you are cutting down, and suggest one plan that is not in a pub',
            'Try two alcohol-free beers or mocktails you have not had before',
            'Set a time to leave the pub or party before you arrive',
            'Keep your weekdays dry for the third week running',
            'Skip rounds and buy your own drinks so you set the pace',
            'Compare three weeks of your drink diary with your first week: units, dry days and sleep',
          ],
        },
      ],
    },
    {
      title: 'Three dry weeks',
      description:
        'Twenty-one days in a row without alcohol, to reset the habit and feel the difference in sleep, mood and money.',
      weeks: [
        {
          focus: 'Going dry',
          description: 'Start 21 alcohol-free days with the house cleared and every event planned.',
          tasks: [
            'Start 21 alcohol-free days today and mark each one on a calendar',
            'Clear the house of alcohol, or give it to a friend to keep for a month',
            'Plan a treat for each dry week with the money you would have spent on drinks',
            'Decide what you will drink at every social event this week before you go',
            'Join an online sober community or a dry-month app and post your start',
            'Note in your drink diary how sleep, mood and energy change as the dry days add up',
          ],
        },
        {
          focus: 'Cravings and boredom',
          description: 'Fill the drinking hours, and meet cravings with a plan.',
          tasks: [
            'Surf each craving: it peaks and passes in about 15 to 30 minutes',
            'Start one new evening hobby for the time you used to spend drinking',
            'Keep sparkling water or alcohol-free beer in the fridge for the usual drinking hour',
            'Go to one social event without alcohol and note how it went',
            'Tick each dry day on your calendar',
            'Write down three things that are better after two weeks without alcohol',
          ],
        },
        {
          focus: 'Finish the dry stretch',
          description: 'Complete the 21 days and decide what comes next.',
          tasks: [
            'Keep your alcohol-free days going to day 21',
            'Check your weight and blood pressure at a pharmacy and compare them with before the dry stretch',
            'Add up the money not spent on alcohol over the three weeks',
            'Tell {person|someone who supported you} you finished 21 dry days',
            'Decide whether to stay dry or move to a weekly limit in units, and write down why',
            'Mark the end of your dry stretch with a treat that is not a drink',
          ],
        },
      ],
    },
    {
      title: 'Your drinking rules',
      description:
        'Written rules you can live with, a plan for slips and big occasions, and a 12-week review against your first diary.',
      weeks: [
        {
          focus: 'Write your rules',
          description: 'Dry weekdays, a weekend limit and the situations where you do not drink.',
          tasks: [
            'Write your drinking rules: dry weekdays, a weekend limit in units, and no drinking alone or to cope',
            'Keep your drink diary every day again this week',
            'Plan the next big occasion: what you will drink, how many, and when you leave',
            'Keep at least four alcohol-free days this week',
            'Check your weekly total against the guideline of no more than 14 units, spread over 3 days or more',
            'Add up units and alcohol-free days in your drink diary',
          ],
        },
        {
          focus: 'Holding your line',
          description: 'Test the rules on your riskiest moments, and plan for a slip.',
          tasks: [
            'Name your riskiest drinking moment of the week and plan an alcohol-free alternative for it',
            'Keep Monday to Thursday dry',
            'Try a new alcohol-free drink at a bar or restaurant',
            'Turn down one drink you did not really want, and note it in your drink diary',
            'Write a slip plan: one heavy drinking night means back to your rules the next day, not giving up on them',
            'Add up units and dry days and compare them with your rules',
          ],
        },
        {
          focus: 'The 12-week review',
          description:
            'Your AUDIT-C score and drink diary against the first week, and rules for the months ahead.',
          tasks: [
            'Take the AUDIT-C quiz again and compare your score with the first one',
            'Compare your drink diary now with your first week: units, drinking days and the biggest session',
            'Add up the money saved on alcohol over 12 weeks',
            'Write down changes in sleep, weight, mood and mornings since you started drinking less',
            'Talk to your doctor or a local alcohol service if keeping dry days was hard',
            'Set your drinking rules for the next three months and put them where you will see them',
          ],
        },
      ],
    },
  ],
  extras: [
    'Fill in your drink diary tonight: drinks, units and what triggered them',
    'Keep tonight alcohol-free and do something else at your usual drinking time',
    'Surf one urge to drink for 15 minutes before deciding',
    'Put the money not spent on alcohol this week into a savings pot',
  ],
  countermeasures: [
    {
      when: ['shak', 'withdraw', 'every day', 'daily', 'depend', 'addict', 'sweat'],
      tasks: [
        'Talk to a doctor before cutting down: stopping suddenly after heavy daily drinking can be dangerous',
        'Contact a local alcohol service or helpline for a supported plan to cut down on drinking',
      ],
    },
    {
      when: ['social', 'friend', 'pub', 'party', 'peer', 'wedding', 'work event'],
      tasks: [
        'Arrive at social events with your first alcohol-free drink already chosen',
        'Suggest a plan with friends that is not about drinking: a walk, breakfast, a film or a game',
      ],
    },
    {
      when: ['stress', 'anxi', 'cope', 'unwind', 'relax'],
      tasks: [
        'Make a 20-minute unwind routine for after work instead of a drink: shower, walk, change of clothes',
        'Write down what a drink is meant to fix tonight, and try one other fix first',
      ],
    },
    {
      when: ['bore', 'habit', 'routine', 'evening', 'automatic'],
      tasks: [
        'Change the first hour after work: a different room, an alcohol-free drink in a wine glass, something for your hands',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep your dry days fixed in the calendar and your drink diary honest; its numbers are your best coach.',
    slipping:
      'One heavy night is not a failure: go back to dry weekdays tomorrow and note in your drink diary what set it off.',
  },
  alternative: {
    title: 'Stop completely, with support',
    description:
      'For people who find limits harder than none: stop drinking from a set date, with a support group and a sober buddy from the first week.',
    weeks: [
      {
        focus: 'Your sober start',
        description: 'A safe start date, a cleared house and a first support meeting.',
        tasks: [
          'See a doctor first if you drink daily or get shaky without a drink, then set your sober start date',
          'Pour away or give away all the alcohol in the house before your start date',
          'Start your alcohol-free days and tick each one on a calendar',
          'Go to one support meeting: AA, SMART Recovery or an online sober group',
          'Plan every evening this week with something to do at drinking time',
          'Note cravings in your drink diary: the time, how strong from 1 to 10 and what helped',
        ],
      },
      {
        focus: 'Sober and supported',
        description: 'More meetings, new drinks and the people around you on board.',
        tasks: [
          'Keep every day alcohol-free and tick each one on your calendar',
          'Go to a second support meeting or post in your sober community',
          'Find three alcohol-free drinks you like',
          'Tell {person|the people close to you} you have stopped drinking and what helps you',
          'Surf each craving for 15 minutes before deciding anything',
          'Write down how your sleep and mood have changed since your last drink',
        ],
      },
      {
        focus: 'Sober in company',
        description: 'A social event sober, a buddy for hard moments, and the next milestone.',
        tasks: [
          'Keep every day alcohol-free',
          'Go to a social event sober with a plan for what you drink and a time to leave',
          'Find a sober buddy or sponsor to message when cravings hit',
          'Spend the money saved on alcohol on something for yourself',
          'Write your reasons for staying sober and read them each morning',
          'Count your sober days and set your next milestone: 30, 60 or 90 days',
        ],
      },
    ],
  },
};
