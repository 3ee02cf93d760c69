import type { GoalShape } from './goal-shape.js';

/**
 * Stopping or cutting down a habit the way habit reversal training and relapse prevention build
 * it: a week of logging every urge and its trigger, then a map of the cues; a stop date, a home
 * cleared of cues and a practised competing response for each trigger, with if-then plans and a
 * support person; the stop itself, met urge by urge; and a slip plan, because a lapse is not a
 * relapse, with a counter of the days won.
 */
export const stopHabitShape: GoalShape = {
  id: 'stop-habit',
  label: 'Stop a habit',
  field: 'shape',
  signals: [],
  notWhen: [],
  cues: {
    verbs: [
      'quit',
      'stop',
      'give up',
      'cut down',
      'cut back',
      'cut out',
      'kick',
      'ditch',
      'wean off',
      'swear off',
      'lay off',
      'resist',
      'curb',
      'abstain',
      'refrain',
      'cease',
      'limit',
    ],
    objects: [
      'addiction',
      'habit',
      'urge',
      'craving',
      'temptation',
      'vice',
      'nail',
      'snack',
      'gambling',
      'swearing',
      'caffeine',
      'soda',
      'snooze',
      'scrolling',
      'procrastination',
      'takeaway',
      'binge',
      'compulsion',
    ],
  },
  lexicon: [
    'trigger',
    'urge',
    'cue',
    'log',
    'slip',
    'swap',
    'competing response',
    'stop date',
    'support',
    'counter',
    'tally',
    'habit',
    'instead',
    'lapse',
    'high-risk',
    'free of',
  ],
  milestones: [
    {
      title: 'Catch the triggers',
      description:
        'A week of logging every time it happens, then a map of the cues, times and feelings behind it and a swap for each.',
      weeks: [
        {
          focus: 'Log it honestly',
          description:
            'Count every time it happens without trying to change it yet, so the real pattern shows.',
          tasks: [
            'Write one sentence on why you want to be free of {thing|the habit} and put it where you will see it each morning',
            'Log each time you act on an urge linked to {thing|the habit} today: the time, the place and what you were doing',
            'Rate each urge around {thing|the habit} in your log from 1 to 10 and note how many minutes it lasted',
            'Add to each log entry who you were with and how you felt in the minute before',
            'Keep the trigger log for {thing|the habit} every day this week without cutting down yet, so the count stays honest',
            "Count the week's log entries, write the daily average as your baseline and circle the three cues that come before {thing|the habit} most often",
          ],
        },
        {
          focus: 'Map the cues',
          description:
            'Turn the log into a map of the places, times, feelings and people that set it off.',
          tasks: [
            'Sort your trigger log into four columns, place, time of day, feeling and people, and tally each one',
            'Write what you do in the minute before each of your top three urges linked to {thing|the habit}',
            'List what you get from {thing|the habit} in each situation: relief, a break, comfort or something for your hands',
            'Mark the two hours of the day with the most log entries and the one place where {thing|the habit} happens most',
            'Note one moment this week when an urge around {thing|the habit} passed without you acting on it, and what was different',
            'Write a one-page trigger map for {thing|the habit}: your five strongest cues, when they hit and what each one gives you',
          ],
        },
        {
          focus: 'Choose your swaps',
          description:
            'A competing response for each trigger: something you do instead that cannot happen at the same time.',
          tasks: [
            'For each cue on your trigger map, write one competing response that takes 1 minute and cannot happen alongside {thing|the habit}',
            'Practise each competing response three times today while no urge is present, so it comes without thinking',
            'List three ways to fill the time you spend on {thing|the habit} now, such as a walk, a call or a glass of water',
            'Ask {person|a friend} to be your support person and agree you can text them when an urge is strong',
            'Try a competing response the next time an urge linked to {thing|the habit} comes, and log whether it held for 1 minute',
            'Choose your stop date for {thing|the habit}, or the date you cut to a fixed limit, 3 weeks from today, and mark it in your calendar',
          ],
        },
      ],
    },
    {
      title: 'Set up the stop',
      description:
        'Clear the cues out of your days, rehearse the swaps and line up support, so the stop date finds everything ready.',
      weeks: [
        {
          focus: 'Clear the cues',
          description:
            'Change the places and things that set it off, so acting on an urge takes more effort.',
          tasks: [
            'Remove or hide five things at home that cue an urge linked to {thing|the habit}, starting with the one you see first each day',
            'Add one step of friction between you and {thing|the habit}: a lock, a logged-out app, a cupboard out of reach or an empty pocket',
            'Change the route, seat or order of the one daily routine where your trigger map shows the most urges',
            'Put a swap kit for {thing|the habit} where the urges hit: a stress ball, a bottle of water, gum or a note with your reason',
            'Keep your log on {thing|the habit} this week and note whether each cleared cue made the urges weaker, stronger or no different',
            'Go through one normal day on paper, mark every spot where a cue around {thing|the habit} is left, and clear the two worst',
          ],
        },
        {
          focus: 'Rehearse the swap',
          description:
            'Practise the competing responses on small urges before the stop date, weakest triggers first.',
          tasks: [
            'Pick the two weakest triggers on your map and meet every urge from them with your competing response this week',
            'Write three if-then plans, "If <cue>, then I <swap>", for the strongest cues around {thing|the habit}',
            'Read your if-then plans aloud each morning and picture the cue and the swap for 30 seconds each',
            'Delay acting on each urge linked to {thing|the habit} by 5 minutes and log how many passed in that time',
            'Tell two people you spend time with about your stop date for {thing|the habit} and one thing each could do to help',
            'Go one full day using a swap for every urge linked to {thing|the habit} and tally the urges you rode out',
          ],
        },
        {
          focus: 'Ready for the stop date',
          description:
            'A slip plan written in advance, support booked for the first days and the last cues gone.',
          tasks: [
            'Write your slip plan: if you lapse, you log it, note the trigger and go straight back to the swap, because a lapse is not a relapse',
            'Plan the first three days after your stop date for {thing|the habit} hour by hour around the times your log shows the strongest urges',
            'Arrange a check-in with {person|your support person} at the end of each of the first three days without {thing|the habit}',
            'Choose a reward for one, four and six weeks free of {thing|the habit}, and write each one on your calendar',
            'Set up a day counter for {thing|the habit} on your phone or a wall calendar, starting on the stop date',
            'The evening before your stop date, clear out every last cue and supply you still keep for {thing|the habit}',
          ],
        },
      ],
    },
    {
      title: 'Stop with a swap ready',
      description:
        'From the stop date, every urge meets a competing response you practised; the counter grows and slips are logged, not punished.',
      weeks: [
        {
          focus: 'The first seven days',
          description: 'Stop on the date you set, meet each urge with a swap and count every day.',
          tasks: [
            'On your stop date for {thing|the habit}, read your reason sentence in the morning and keep your swap kit within reach all day',
            'Meet every urge linked to {thing|the habit} with your competing response for at least 1 minute, then move to another room or task',
            'Send {person|your support person} a one-line update with your urge tally on each of the first three evenings',
            'Log each urge around {thing|the habit} this week with its strength from 1 to 10, to watch the peaks come down',
            'Steer clear of the two riskiest situations on your trigger map this week, or go in with an if-then plan ready',
            'Mark day 7 free of {thing|the habit} on your counter and claim the reward you set for it',
          ],
        },
        {
          focus: 'Ride out the urges',
          description:
            'Urges rise, peak and fade within minutes: watch them pass instead of obeying them.',
          tasks: [
            'When an urge comes, name it, rate it and watch it rise and fall for 3 minutes before you do anything',
            'Fill the time you used to spend on {thing|the habit} with one planned activity each day, such as a walk or a call',
            'Write down each near-slip with {thing|the habit}: the cue, the time and which swap or plan stopped you',
            'Rewrite one if-then plan for {thing|the habit} that did not hold last week, using what your log says went wrong',
            'Note one gain since the stop date, such as time, sleep, focus or calm, and add it under your reason sentence',
            'Reach 14 days on your counter for {thing|the habit}, or two weeks inside your limit, and tell {person|your support person}',
          ],
        },
        {
          focus: 'A hard trigger on purpose',
          description:
            'Face one high-risk situation with a plan, so the change holds where it used to break.',
          tasks: [
            'Choose one high-risk situation for {thing|the habit} from your trigger map and write the if-then plan you will use in it',
            'Go into that high-risk situation with your swap kit and a way to leave after 20 minutes if the urge builds',
            'Log how the high-risk moment went: the urge from 1 to 10, the swap you used and what you would change',
            'Practise a one-line answer for people who offer or invite you back into {thing|the habit}',
            'Count the urges linked to {thing|the habit} this week and compare them with your baseline from week 1',
            'Review three weeks free of {thing|the habit}: days on the counter, slips, and the swap that works best',
          ],
        },
      ],
    },
    {
      title: 'Hold the line through slips',
      description:
        'Keep the change going after the first weeks, plan the high-risk days ahead and turn any lapse into a lesson.',
      weeks: [
        {
          focus: 'Plan for the lapse',
          description:
            'Many people slip once; a plan for the next hour keeps one slip from bringing the old habit back.',
          tasks: [
            'Reread your slip plan and add the warning signs you now know come before a slip, such as "just once" or a bad night',
            'Rehearse your slip plan for {thing|the habit} once in your head: the lapse, the log entry within the hour and the swap at the very next urge',
            'List three high-risk dates for {thing|the habit} in the next two months, such as a trip, a deadline or a party, with an if-then plan for each',
            'Tell {person|your support person} the warning signs of a slip with {thing|the habit} so they can check in when they see one',
            'Find one cue around {thing|the habit} that has crept back since the stop date and clear it today',
            'Mark four weeks free of {thing|the habit}, or four weeks inside your limit, on your counter and claim the reward you chose',
          ],
        },
        {
          focus: 'Life without it',
          description:
            'Fill the space the habit left with things you want, so the swaps become your normal.',
          tasks: [
            'Turn your most-used competing response to {thing|the habit} into a fixed part of the day, at the time the urge used to come',
            'Pick one new activity for the hour your trigger log showed the most urges for {thing|the habit} and do it on three days this week',
            'Write down what being free of {thing|the habit} has given you so far: time, sleep, calm or pride, with one example of each',
            'Cut your check-ins with {person|your support person} to once a week, and tell them your counter each time',
            'Log only the urges around {thing|the habit} above 5 out of 10 this week, and note what set each one off',
            'Reach five weeks on your counter for {thing|the habit} and look back at how the strongest urges have changed',
          ],
        },
        {
          focus: 'Keep it for good',
          description:
            'Check what still pulls at you, set the rules you keep after the plan and mark how far you have come.',
          tasks: [
            "Compare this week's urges with your first trigger log: how many a day, how strong and which cues still work",
            'Write the two or three rules you keep around {thing|the habit} from now on, each one short enough to remember',
            'Write your plan for an urge linked to {thing|the habit} months from now: the swap, the if-then plan and who you will text',
            'Rate from 1 to 10 how automatic each swap feels now, and practise any below 7 once a day',
            'Tell {person|the people who helped} how long you have been free of {thing|the habit} and thank them by name',
            'Mark six weeks free of {thing|the habit} on your counter and celebrate with the reward you set before the stop date',
          ],
        },
      ],
    },
  ],
  extras: [
    'Log every urge for {thing|the habit} today in your trigger log, with its cue and its strength from 1 to 10',
    'Practise your competing response for 1 minute at a calm moment today, so it is ready for the next urge',
    'Clear one more cue around {thing|the habit} from your home, your bag or your phone',
    'Reread your if-then plans for {thing|the habit} before the riskiest hour of your day',
    'Add today to your counter of days free of {thing|the habit}',
    'Send {person|your support person} your urge tally for the week in one line',
    'Ride out one urge today by watching it rise and fade for 3 minutes before you act',
  ],
  countermeasures: [
    {
      when: ['busy', 'time', 'schedul', 'long day', 'long hour', 'shift', 'overtime', 'deadline'],
      tasks: [
        'If a busy day leaves no room for the trigger log, then put just a tally mark on your phone each time an urge for {thing|the habit} comes',
        'If rushing and deadlines set off {thing|the habit}, then keep a 1-minute swap on your desk and use it at the first urge',
      ],
    },
    {
      when: ['motivat', 'lazy', 'give up', 'consisten', 'disciplin', 'willpower', 'lose interest'],
      tasks: [
        'If the reason to quit {thing|the habit} feels far away, then reread your reason sentence and your list of gains before the riskiest hour of the day',
        'If willpower runs out by the evening, then move one more cue of {thing|the habit} out of reach so the evening asks less of it',
      ],
    },
    {
      when: ['fear', 'afraid', 'confiden', 'anxi', 'nervous', 'doubt', 'stress', 'worr'],
      tasks: [
        'If stress or worry pulls you toward {thing|the habit}, then breathe out slowly for 2 minutes before anything else and log the urge',
        'If you doubt you can stop, then set a 24-hour target free of {thing|the habit} and tick it off before you set the next one',
      ],
    },
    {
      when: ['money', 'afford', 'cost', 'expens', 'budget', 'cash'],
      tasks: [
        'If paying for aids or help is out of reach, then build your swap kit from things at home: a hair tie, a pen, a glass of water or a notebook',
      ],
    },
    {
      when: ['kid', 'child', 'famil', 'partner', 'husband', 'wife', 'parent', 'flatmate'],
      tasks: [
        'If people at home keep the cues in sight, then agree with {person|them} on one room or shelf that stays clear of anything linked to {thing|the habit}',
        'If family time is when the urges hit, then tell {person|one person at home} your stop date and the swap you will use, so they can back you',
      ],
    },
    {
      when: ['tire', 'energy', 'exhaust', 'sleep', 'fatigue', 'worn out'],
      tasks: [
        'If urges around {thing|the habit} hit hardest when you are tired, then plan a swap for that hour and go to bed 30 minutes earlier this week',
      ],
    },
    {
      when: ['relaps', 'slip', 'lapse', 'tried', 'fail', 'again', 'before'],
      tasks: [
        'If an earlier attempt ended in a slip, then write what set it off and add an if-then plan for that exact situation to your slip plan',
        'If a lapse happens, then log it within the hour, name the trigger and use your swap at the very next urge: one slip is not a relapse',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep logging urges and meeting each one with your swap: cues lose their pull every time they pass without the habit.',
    slipping:
      'A lapse is not a relapse: log what set it off, clear that cue, reread your if-then plans and start the counter again tomorrow.',
  },
  alternative: {
    title: 'Cut down in steps',
    description:
      'For a habit you would rather shrink before you stop: a daily limit that falls each week, with swaps covering the gap, down to zero.',
    weeks: [
      {
        focus: 'A first limit',
        description: 'A daily limit a quarter below your baseline.',
        tasks: [
          'Set a daily limit for {thing|the habit} a quarter below the baseline in your trigger log',
          'Drop first the times your log shows you need least, and meet those urges with a swap',
          'Keep a daily tally for {thing|the habit} and stop when it reaches the limit, even on a good day',
          'Choose one place where the habit is still allowed this week and keep every other place free of it',
          'Tell {person|your support person} your limit and send them your tally every evening',
          'Stay within the limit for {thing|the habit} on five of the seven days and log the hardest moment',
        ],
      },
      {
        focus: 'Half the baseline',
        description: 'Half your starting count, the first cue of the day gone and a stop date set.',
        tasks: [
          'Lower your daily limit for {thing|the habit} to half your starting baseline',
          'Drop the cue that comes first in your day and put a competing response in its place',
          'Delay each urge linked to {thing|the habit} by 10 minutes before you decide, and log how many you let pass',
          'Set a stop date for {thing|the habit} at the end of next week and mark it in your calendar',
          'Clear half the supplies and cues you keep for the habit from your home, your bag and your phone',
          'Keep within half your baseline on five days and tally the urges you rode out with a swap',
        ],
      },
      {
        focus: 'Down to zero',
        description: 'The last few, then the stop date and a counter of days.',
        tasks: [
          'Cut to a quarter of your baseline for three days, keeping only the hardest times',
          'Write your slip plan for {thing|the habit}: log it, name the trigger, use the swap at the next urge',
          'Empty your home, bag and phone of whatever is left for {thing|the habit} the night before the stop date',
          'Meet every urge linked to {thing|the habit} from the stop date with your competing response',
          'Text {person|your support person} your tally each evening for the first three days at zero',
          'Start a counter of days free of {thing|the habit} and reach day 4 with your swaps',
        ],
      },
    ],
  },
};
