import type { GoalShape } from './goal-shape.js';

/**
 * Starting a new habit of the person's own (journaling, flossing, a daily walk, tidying for ten
 * minutes): an implementation intention ("after I [cue], I will [a 2-minute version]") tied to
 * something they already do, repeated in the same place and at the same time so the cue starts
 * it, a tracker and a missed-day rule (restart the next day, never miss twice), then a dose that
 * grows a little each week, if-then plans for the obstacles, and a check in week 12 of how
 * automatic it feels, since a habit takes about 66 days on average to form.
 */
export const startHabitShape: GoalShape = {
  id: 'start-habit',
  label: 'Start a habit',
  field: 'shape',
  thingIs: 'activity',
  signals: [],
  notWhen: [],
  cues: {
    verbs: [
      'form',
      'establish',
      'develop',
      'adopt',
      'maintain',
      'keep up',
      'stick to',
      'stick with',
      'commit to',
      'remember to',
      'journal',
      'floss',
      'pray',
      'hydrate',
      'tidy',
      'shower',
      'brush',
      'check in',
    ],
    objects: [
      'habit',
      'routine',
      'ritual',
      'journal',
      'diary',
      'walk',
      'floss',
      'gratitude',
      'prayer',
      'water',
      'shower',
      'bed',
      'teeth',
      'posture',
      'chores',
      'streak',
    ],
  },
  lexicon: [
    'habit',
    'cue',
    'tracker',
    'tick',
    'dose',
    '2-minute',
    'streak',
    'miss',
    'routine',
    'reminder',
    'if-then',
    'automatic',
    'every day',
    'plan card',
  ],
  milestones: [
    {
      title: 'A tiny version on a cue',
      description:
        'The habit shrunk to two minutes and tied to something you already do every day.',
      weeks: [
        {
          focus: 'Pick the cue',
          description: 'One existing routine that the new habit will follow.',
          tasks: [
            'Write down the exact action of {thing|the habit}: what you do, where and for how long',
            'List 5 things you already do every day at a fixed point, like making coffee or locking the door',
            'Choose the one that comes just before the best moment for {thing|the habit} as your cue',
            'Pick a version of {thing|the habit} that takes 2 minutes or less',
            'Write the plan on a card, "After I [cue], I will [the 2-minute version]", and put it where the cue happens',
            'Set up a tracker for {thing|the habit}: a wall calendar or a note with a box for each of the 84 days',
            'Do the 2-minute version of {thing|the habit} right after your cue today, and tick the first box',
          ],
        },
        {
          focus: 'Tiny, every day',
          description: 'The 2-minute version after the cue, every day, however easy it feels.',
          tasks: [
            'Do the 2-minute version of {thing|the habit} after your cue, and stop at 2 minutes even if you want more',
            'Put what {thing|the habit} needs within reach of the cue the night before',
            'Tick the tracker for {thing|the habit} straight after each time, never later',
            'Write the missed-day rule on the tracker: if I miss a day, I restart the next day and never miss twice',
            'Celebrate each tick with a small sign you choose, like a fist pump or saying "done"',
            'Notice a moment when the cue came and you forgot {thing|the habit}, and move the plan card closer to it',
            'Count the ticks for {thing|the habit} at the end of the week and write the number on the tracker',
          ],
        },
        {
          focus: 'Make it easy',
          description: 'Fewer steps between the cue and the habit.',
          tasks: [
            'Count the steps between your cue and the start of {thing|the habit}, and remove 2 of them',
            'Lay out what the habit needs in the same place every evening',
            'Set a phone reminder for {thing|the habit} 5 minutes after the cue, for the days the cue alone fails',
            'Tell {person|a friend} your after-I-will plan for {thing|the habit} and send them a weekly tick count',
            'Keep up {thing|the habit} every day this week, counting the 2-minute version as enough',
            'Review 3 weeks of the tracker for {thing|the habit}: days done, days missed and the reason for each miss',
          ],
        },
      ],
    },
    {
      title: 'Same place, same time',
      description:
        'The habit in the same setting every day, so the cue starts it without a decision.',
      weeks: [
        {
          focus: 'One setting',
          description: 'The same place, the same time, the same cue.',
          tasks: [
            'Fix one place for {thing|the habit} and do it there every time this week',
            'Note on the tracker the time you did {thing|the habit} each day, and keep the spread under 30 minutes',
            'Take away one thing in that place that pulls you off {thing|the habit}, like a screen in view',
            'Write an if-then plan for the weekend that names the cue to start {thing|the habit} when your routine changes',
            'Send {person|a friend} your tick count for the week',
            'Keep up {thing|the habit} in the same place after the same cue on at least 6 of 7 days',
          ],
        },
        {
          focus: 'Handle the misses',
          description: 'The missed-day rule used, not feared.',
          tasks: [
            'Look back at the days you missed and write what got in the way of {thing|the habit} each time',
            'Write one if-then plan for the most common reason: "If [obstacle], then I [step]"',
            'Do the 2-minute version of {thing|the habit} on any day too full for the usual dose',
            'Choose a backup cue for {thing|the habit} on days away from home and write it on the tracker',
            'Rate each day from 1 to 5 for how automatic {thing|the habit} felt, and note it beside the tick',
            'Keep the streak: after any missed day, return to {thing|the habit} the next day at the usual cue',
          ],
        },
        {
          focus: 'Lock in the setting',
          description: 'The cue, the place and the time steady for six weeks.',
          tasks: [
            'Count on the tracker the days of the last 14 when {thing|the habit} came right after the same cue',
            'Move anything that still slows the start out of the way of the cue',
            'Pair {thing|the habit} with something you enjoy and allow only during it, like one playlist or a favourite mug',
            'Ask {person|a friend} to check in on your tick count every Sunday',
            'Write 3 lines on what {thing|the habit} has already changed after 6 weeks',
            'Follow the cue with {thing|the habit} every day this week, and tick it at once',
          ],
        },
      ],
    },
    {
      title: 'Grow the dose',
      description: 'Once the habit starts by itself, a little more of it each week.',
      weeks: [
        {
          focus: 'A first step up',
          description: 'The dose raised by a small, fixed step.',
          tasks: [
            'Raise the dose of {thing|the habit} from 2 minutes to {min:5}',
            'Write the new dose of {thing|the habit} on the plan card: "After I [cue], I will [new dose]"',
            'Keep the 2-minute version as the fallback for hard days, written on the tracker',
            'Tick the tracker for {thing|the habit} with the minutes done beside each tick',
            'Note at the end of each day how the bigger dose of {thing|the habit} felt, from 1 to 5',
            'Do the new dose of {thing|the habit} after your cue on at least 6 days this week',
          ],
        },
        {
          focus: 'Step up again',
          description: 'Another small step, only if last week held.',
          tasks: [
            'Check last week: if {thing|the habit} got 6 ticks of 7, raise the dose by about a quarter, and if not, keep it',
            'Write the new dose and the cue for {thing|the habit} on the plan card again',
            'Prepare the place for {thing|the habit} the night before, so the bigger dose starts at once',
            'Write an if-then plan for the obstacle you named: "If [it happens], then I do the 2-minute version"',
            'Tell {person|a friend} the new dose of {thing|the habit} and your tick count so far',
            'Do the dose of {thing|the habit} you set after your cue on every day of the week',
          ],
        },
        {
          focus: 'The full dose',
          description: 'The habit at the size you wanted, on most days.',
          tasks: [
            'Set the full dose of {thing|the habit}: the size you wanted in week 1, or the largest you can keep every day',
            'Keep the 2-minute version of {thing|the habit} for days with no room for the full dose, and mark each use on the tracker',
            'Rate each day from 1 to 5 how automatic {thing|the habit} feels, and compare with week 5',
            'Remove one more step that makes the full dose slow to start',
            'Count the ticks for {thing|the habit} over the last 63 days and write the share of days done',
            'Do the full dose of {thing|the habit} on the day it is hardest to fit, and note how you made it fit',
          ],
        },
      ],
    },
    {
      title: 'Protect it and make it automatic',
      description:
        'Plans for the days that break habits, and a check in week 12 of how automatic it has become.',
      weeks: [
        {
          focus: 'Plan for disruptions',
          description: 'Trips, illness and busy weeks, with a plan for each.',
          tasks: [
            'List the 3 events most likely to break {thing|the habit} in the coming months, like a trip, an illness or a busy week',
            'Write an if-then plan for each: where and when you would do the 2-minute version instead',
            'Pack or set out what {thing|the habit} needs for your next day away from home',
            'Try {thing|the habit} once in a different place this week, after the same cue',
            'Write your never-miss-twice rule on the first page of your calendar or phone',
            'Keep the daily tick for {thing|the habit} going all week, with the full dose on at least 5 days',
          ],
        },
        {
          focus: 'Fewer reminders',
          description: 'The props taken away, to see whether the cue alone starts it.',
          tasks: [
            'Turn off the phone reminder for {thing|the habit} and rely on the cue for 7 days',
            'Note each day on the tracker whether {thing|the habit} started without a thought, yes or no',
            'Add a second 2-minute habit after {thing|the habit} if the first now happens by itself',
            'Thank {person|a friend} for the check-ins and tell them your tick count',
            'Write down the 3 things that made {thing|the habit} stick, for the next habit you start',
            'Follow the cue with {thing|the habit} on 7 of 7 days, with no reminder',
          ],
        },
        {
          focus: 'Automaticity check',
          description: 'How automatic it is after 12 weeks, and what keeps it.',
          tasks: [
            'Score 4 statements from 1 to 5 about {thing|the habit}: I do it automatically, without remembering to, without thinking, and start before I notice',
            'Count the ticks for {thing|the habit} over all 84 days and write the share of days you did it',
            'If the score is under 15 of 20, keep the cue and the tracker of {thing|the habit} for 4 more weeks, since a habit takes about 66 days on average',
            'Write down the dose of {thing|the habit} you will keep as standard from now on',
            'Choose the next habit to tie to the same cue, in its 2-minute version',
            'Tick the final box for {thing|the habit} on the tracker on the last day of week 12',
          ],
        },
      ],
    },
  ],
  extras: [
    'Tick the tracker for {thing|the habit} straight after you do it',
    'Do the 2-minute version of {thing|the habit} on a day the full dose does not fit',
    'Lay out what {thing|the habit} needs the night before, next to the cue',
    'Write one new if-then plan for the day that broke the streak',
    'Rate from 1 to 5 how automatic {thing|the habit} felt today',
    'Send {person|a friend} your weekly tick count',
    'Move the plan card closer to the cue if you forgot the habit once this week',
  ],
  countermeasures: [
    {
      when: ['time', 'busy', 'schedul', 'rush', 'work', 'job', 'long day'],
      tasks: [
        'If a morning is too rushed, then do only the 2-minute version of {thing|the habit} after the cue and tick it as done',
        'If your days have no fixed routine, then tie {thing|the habit} to a cue that happens every day anyway, like brushing your teeth',
      ],
    },
    {
      when: ['motivat', 'lazy', 'procrastinat', 'give up', 'consisten', 'discipline', 'bore'],
      tasks: [
        'If you do not feel like it, then commit only to the first 2 minutes of {thing|the habit} and stop after that if you want',
        'If you miss a day, then go back to {thing|the habit} at the usual cue the next day, and never miss twice',
      ],
    },
    {
      when: ['fear', 'afraid', 'nervous', 'confiden', 'doubt', 'fail', 'embarrass', 'judg'],
      tasks: [
        'If you worry about failing again, then keep {thing|the habit} at 2 minutes for another week and count every tick as a win',
      ],
    },
    {
      when: ['money', 'afford', 'cost', 'expens', 'budget', 'price'],
      tasks: [
        'If the habit seems to need something you do not have, then do the 2-minute version of {thing|the habit} with what is at home for 2 weeks first',
      ],
    },
    {
      when: ['family', 'kid', 'child', 'partner', 'baby', 'husband', 'wife'],
      tasks: [
        'If family mornings upset your routine, then move {thing|the habit} to a cue they do not touch and tell {person|your family} when it is',
      ],
    },
    {
      when: ['tired', 'energy', 'exhaust', 'sleep', 'fatigue'],
      tasks: [
        'If you are too tired at the usual time, then move {thing|the habit} to an earlier cue of the day for this week',
      ],
    },
    {
      when: ['forget', 'forgot', 'remember', 'irregular', 'shift', 'travel', 'away'],
      tasks: [
        'If you forget the habit, then put the plan card or what {thing|the habit} needs right on top of the cue, where you cannot miss it',
        'If a trip or a shift breaks the cue, then pick a travel cue in advance for {thing|the habit}, like your first drink of the day',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep the same cue and tick the tracker every day; raise the dose only after a week with 6 ticks out of 7.',
    slipping:
      'Shrink the habit back to its 2-minute version after your cue, and keep one rule: never miss two days in a row.',
  },
  alternative: {
    title: 'A fixed time with a habit partner',
    description:
      'A daily alarm at one set time and a partner you tick in with, instead of a cue you already have.',
    weeks: [
      {
        focus: 'Set the time and the partner',
        description: 'One fixed time a day and someone to report to.',
        tasks: [
          'Choose one fixed time of day for {thing|the habit} and set a daily alarm for it',
          'Ask {person|a friend} to be your habit partner, doing the same or a habit of their own at that time',
          'Agree to send each other a tick message every day once the habit is done',
          'Do 2 minutes of {thing|the habit} when the alarm goes, on 7 days',
          'Set up a shared tracker for the two of you, like a shared note with a box for each day',
          'Check the shared tracker for {thing|the habit} with your partner on Sunday and count the ticks',
        ],
      },
      {
        focus: 'Grow it together',
        description: 'A bigger dose, and a rule for misses.',
        tasks: [
          'Raise the dose of {thing|the habit} to {min:5} at the same alarm time',
          'Send the tick message within 10 minutes of finishing',
          'Agree with your partner what happens after a miss: a message, and the habit the next day',
          'Share one session of {thing|the habit} with your partner this week, in person or on a call',
          'Rate from 1 to 5 how automatic the habit feels when the alarm goes',
          "Check the week's ticks for {thing|the habit} with your partner and agree the next dose",
        ],
      },
      {
        focus: 'Fade the alarm',
        description: 'See whether the time alone starts it.',
        tasks: [
          'Turn off the alarm on 2 days and see whether the time alone starts {thing|the habit}',
          'Write an if-then plan with your partner for the days one of you is away',
          'Raise the dose of {thing|the habit} to the amount you both agreed',
          'Keep the daily tick message for {thing|the habit} going, even on short days',
          "Compare 3 weeks of your ticks with your partner's and note what helped",
          'Decide with your partner whether to keep the alarm, switch to a cue or use both, and write it on the tracker',
        ],
      },
    ],
  },
};
