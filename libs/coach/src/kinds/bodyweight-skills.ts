import type { GoalKind } from '../goal-kind.js';

/**
 * Bodyweight skills (pull-ups, push-ups, dips, a first muscle-up or handstand): a max test, then
 * three short sessions a week on the main exercise with a rest day between, regressions (bands,
 * boxes, slow negatives) for the reps that are not there yet, greasing the groove, more total
 * reps each week, harder tempo and weighted variations, a retest halfway and a final max test.
 * Pulling, pushing, core and handstand work stay balanced. Reps are shares of the goal's number.
 */
export const bodyweightSkills: GoalKind = {
  id: 'bodyweight-skills',
  label: 'Bodyweight skills',
  field: 'fitness',
  signals: [
    'pull up',
    'pull ups',
    'pullup',
    'chin up',
    'chin ups',
    'chinup',
    'push up',
    'push ups',
    'pushup',
    'press up',
    'press ups',
    'dip',
    'muscle up',
    'muscle ups',
    'handstand',
    'handstand push up',
    'calisthenics',
    'bodyweight',
    'bodyweight exercise',
    'body weight exercise',
    'l-sit',
    'l sit',
    'front lever',
    'back lever',
    'planche',
    'human flag',
    'pistol squat',
    'plank',
    'calisthenic',
  ],
  notWhen: [
    'save for',
    'save up for',
    'pull up my grade',
    'pull up my sock',
    'pull up my score',
    'push up my grade',
    'push up my score',
    'push up sale',
    'push up price',
    'push up my salary',
    'dip my to',
    'dip a to',
    'skinny dip',
    'dip into',
    'walk the plank',
    'bench press',
    'deadlift',
    'barbell',
  ],
  lexicon: [
    'rep',
    'set',
    'pull-up',
    'push-up',
    'dip',
    'chin-up',
    'muscle-up',
    'hang',
    'hollow',
    'plank',
    'handstand',
    'row',
    'scapula',
    'negative',
    'band',
    'bar',
    'max',
    'grease the groove',
    'core',
    'rest day',
    'hold',
    'pike',
    'tempo',
    'l-sit',
    'stretch',
  ],
  measure: {
    kind: 'amount',
    units: [
      'rep',
      'pull',
      'pullup',
      'chin',
      'chinup',
      'push',
      'pushup',
      'press',
      'dip',
      'muscle',
      'strict',
    ],
    default: 10,
    step: 1,
    range: [2, 300],
  },
  milestones: [
    {
      title: 'Test, regress and grease the groove',
      description:
        'A max test, clean reps of the main exercise with regressions where they are needed, and daily practice sets.',
      weeks: [
        {
          focus: 'Max test and regressions',
          description:
            'Find your starting max and the regression that lets you do every rep with clean form.',
          tasks: [
            'Test your max: as many clean, full-range reps of your main exercise as you can, and log the number',
            'Take a rest day and do 3 dead hangs of 20 seconds and 3 hollow body holds of 20 seconds',
            'Do 5 sets of {q:0.3} of your main exercise, using a band, a box or a 5-second negative for any rep you cannot do clean',
            'Do 3 sets of 8 inverted rows and 3 sets of 10 incline push-ups, resting 90 seconds between sets',
            'Take a rest day',
            'Do 5 sets of {q:0.3} of your main exercise again, resting 2 minutes between sets',
          ],
        },
        {
          focus: 'Clean reps and slow negatives',
          description:
            'A little more volume, and negatives to build strength where the reps run out.',
          tasks: [
            'Do 5 sets of {q:0.35} of your main exercise, stopping each set one rep before your form breaks',
            'Do 3 sets of 10 scapular pull-ups and 3 sets of 10 scapular push-ups to control the shoulder blades',
            'Take a rest day',
            'Do 4 slow negatives of your main exercise, lowering for 5 seconds each, then 3 sets of {q:0.3} with clean form',
            'Hold a plank 3 × 40 seconds and a hollow body hold 3 × 25 seconds',
            'Take a rest day and stretch your chest, lats and wrists for 10 minutes',
            'Do 5 sets of {q:0.35} of your main exercise, logging every rep',
          ],
        },
        {
          focus: 'Grease the groove',
          description:
            'Many easy sets spread through the day teach the movement without tiring you out.',
          tasks: [
            'Grease the groove: 5 sets of {q:0.3} of your main exercise spread through the day, never close to failure',
            'Grease the groove again: 5 easy sets of {q:0.3}, at least an hour apart',
            'Do 3 sets of 8 inverted rows, 3 sets of 8 pike push-ups and 3 hollow body holds of 25 seconds',
            "Take a rest day and add up this week's groove reps in your log",
            'Practise a chest-to-wall handstand: 5 holds of 15 seconds with straight arms and a tight core',
            'Grease the groove: 6 easy sets of {q:0.3} of your main exercise through the day',
          ],
        },
      ],
    },
    {
      title: 'More total reps',
      description:
        'The reps per session climb each week, in more sets, and a retest shows the progress.',
      weeks: [
        {
          focus: 'Volume sessions',
          description:
            'More total reps in a session, in as few sets as you can without losing form.',
          tasks: [
            'Do 4 sets of {q:0.4} of your main exercise, resting 2 minutes between sets',
            'Do 3 sets of 10 inverted rows and 3 sets of 10 push-ups, resting 90 seconds',
            'Take a rest day and do 3 dead hangs of 30 seconds',
            'Hold a plank 3 × 45 seconds and do 3 sets of 8 hanging knee raises for the core',
            'Take a rest day',
            'Do {q:2} of your main exercise in total, in as few sets as you can, stopping each set 1 rep short of failure',
          ],
        },
        {
          focus: 'Bigger sets',
          description: 'Longer sets and the total-rep session grows again.',
          tasks: [
            'Do 4 sets of {q:0.45} of your main exercise, resting 2 to 3 minutes between sets',
            'Do 3 sets of 8 pike push-ups and 3 sets of 10 inverted rows',
            'Take a rest day',
            'Practise a chest-to-wall handstand: 5 holds of 20 seconds, then 3 hollow body holds of 30 seconds',
            'Take a rest day and stretch your chest, lats and wrists for 10 minutes',
            'Do {q:2.5} of your main exercise in total, in as few sets as you can, and log the number of sets',
          ],
        },
        {
          focus: 'Lighter week and retest',
          description: 'Fewer reps so the body catches up, then a retest of your max.',
          tasks: [
            'Do 3 sets of {q:0.35} of your main exercise, every rep smooth',
            'Take a rest day and do 3 dead hangs of 30 seconds',
            'Do 3 sets of 8 inverted rows and a plank 2 × 45 seconds, nothing more',
            'Take a rest day',
            'Film one rep of your main exercise from the side and check the full range: chin over the bar, chest to the floor or shoulders below the elbows',
            'Retest your max: as many clean reps of your main exercise as you can after a 10-minute warm-up, and compare it with week 1',
          ],
        },
      ],
    },
    {
      title: 'Harder variations',
      description:
        'Slow tempo, pauses and added weight make each rep harder, so the plain ones feel lighter.',
      weeks: [
        {
          focus: 'Tempo reps',
          description: 'A 3-second lowering on every rep: more time under tension, better control.',
          tasks: [
            'Do 4 sets of {q:0.45} of your main exercise at normal tempo, resting 2 minutes',
            'Do 3 sets of 10 inverted rows and 3 sets of 10 push-ups',
            'Take a rest day and do 3 hollow body holds of 30 seconds',
            'Practise an L-sit on parallel bars or two chairs: 5 holds of 10 seconds, knees tucked if you need to',
            'Take a rest day',
            'Do 4 sets of {q:0.4} of your main exercise with a 3-second lowering on every rep',
          ],
        },
        {
          focus: 'Weighted and paused reps',
          description:
            'Added weight or a pause at the hardest point, then plain reps that feel lighter.',
          tasks: [
            'Do 5 sets of {q:0.3} of a harder version: pull-ups or dips with 2 to 5 kg in a backpack, or push-ups with your feet on a chair',
            'Take a rest day and do 3 dead hangs of 40 seconds',
            'Do 4 sets of {q:0.4} of your main exercise with a 2-second pause at the hardest point of each rep',
            'Do 3 sets of 8 pike push-ups and 3 sets of 12 inverted rows',
            'Take a rest day and stretch your chest, lats and wrists for 10 minutes',
            'Do 3 sets of {q:0.5} of your main exercise at normal tempo',
          ],
        },
        {
          focus: 'Top volume',
          description: 'The biggest sets of the plan, just short of failure.',
          tasks: [
            'Do 4 sets of {q:0.55} of your main exercise, resting 3 minutes between sets',
            'Hold a plank 3 × 60 seconds and do 3 sets of 10 hanging knee raises',
            'Take a rest day',
            'Do 5 sets of {q:0.3} of the harder version with a backpack or your feet raised',
            'Practise a chest-to-wall handstand: 5 holds of 30 seconds, breathing steadily',
            'Take a rest day and do 3 dead hangs of 40 seconds',
            'Do {q:3} of your main exercise in total, in as few sets as you can, and log how many sets it took',
          ],
        },
      ],
    },
    {
      title: 'Peak and max-rep test',
      description: 'Heavy sets to near your target, a light week, then the final max test.',
      weeks: [
        {
          focus: 'Max sets',
          description: 'Fewer sets, each one close to your best, with full rest between.',
          tasks: [
            'Grease the groove: 5 easy sets of {q:0.3} through the day',
            'Do 3 sets of 10 inverted rows and a hollow body hold 3 × 30 seconds',
            'Take a rest day',
            'Do 3 sets of {q:0.6} of your main exercise, resting 3 minutes between sets',
            'Take a rest day and stretch your chest, lats and wrists for 10 minutes',
            'Do one max set of your main exercise after a 10-minute warm-up, then 2 sets of {q:0.4}',
          ],
        },
        {
          focus: 'Light week before the test',
          description: 'Easy, crisp reps so the muscles are fresh for the test.',
          tasks: [
            'Do 3 sets of {q:0.5} of your main exercise, stopping well short of failure',
            'Take a rest day and do 2 dead hangs of 30 seconds',
            'Do 2 sets of 8 inverted rows and a plank 2 × 45 seconds',
            'Take a rest day',
            'Plan your max test: the day, a 10-minute warm-up, and {person|a friend} to count and film the reps',
            'Do 2 sets of {q:0.4} of your main exercise, every rep fast and clean',
          ],
        },
        {
          focus: 'Max-rep test',
          description: 'Rest, warm up well, then go for your target in one clean set.',
          tasks: [
            'Do 2 easy sets of {q:0.3} of your main exercise, stopping far from failure',
            'Take a rest day and stretch your chest, lats and wrists for 10 minutes',
            'Do 3 dead hangs of 20 seconds and 3 hollow body holds of 20 seconds, nothing more',
            'Take a rest day and sleep at least 8 hours',
            'Watch the video from your retest week and note the full range every rep of the test must reach',
            'After a 10-minute warm-up, do your max test: {q} of your main exercise in one set, full range, filmed and logged next to week 1',
          ],
        },
      ],
    },
  ],
  extras: [
    'Do 3 dead hangs of 30 seconds and 3 sets of 10 scapular pull-ups',
    'Hold a hollow body hold 3 × 30 seconds and a plank 3 × 45 seconds',
    'Do 3 sets of 10 inverted rows under a sturdy table or a low bar',
    'Practise a chest-to-wall handstand: 5 holds of 20 seconds',
    'Stretch your chest, lats and wrists for 10 minutes after a session',
  ],
  countermeasures: [
    {
      when: ['elbow', 'shoulder', 'wrist', 'injur', 'pain', 'hurt', 'tendon'],
      tasks: [
        "Swap this week's sessions for slow 5-second negatives and band-assisted reps, stopping at 3 out of 10 pain",
        'Warm up for 10 minutes before each session: arm circles, band pull-aparts and scapular pull-ups',
      ],
    },
    {
      when: ['can not', 'not even one', 'zero', 'weak', 'overweight', 'beginner', 'out of shape'],
      tasks: [
        'Do 5 slow negatives of your main exercise, lowering for 5 seconds from the top, 3 days this week',
        'Use the easiest regression that gives clean reps: incline push-ups on a table, band-assisted pull-ups or bench dips',
      ],
    },
    {
      when: ['no bar', 'equipment', 'no gym', 'home', 'nowhere'],
      tasks: [
        'Fit a doorway pull-up bar or find a playground bar, and do 3 dead hangs of 20 seconds on it today',
        'Use two sturdy chairs for dips and a table for inverted rows this week',
      ],
    },
    {
      when: ['plateau', 'stall', 'stuck', 'no progress'],
      tasks: [
        'Grease the groove every day this week: 5 sets at half your max, spread through the day',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep most sets a rep or two short of failure and add a few total reps each week: clean reps build the skill, grinding ones do not.',
    slipping:
      'Grease the groove instead: a few easy sets through the day, every day, keep the skill alive when full sessions will not fit.',
  },
  alternative: {
    title: 'Grease the groove daily',
    description:
      'No set sessions: many easy sets spread through every day, the way Pavel Tsatsouline taught it for a single skill.',
    weeks: [
      {
        focus: 'Daily easy sets',
        description: 'Sets at about half your max, spread through the day, six days a week.',
        tasks: [
          'Test your max on your main exercise and set your groove set at half that number',
          'Grease the groove: 5 sets of {q:0.3} of your main exercise, at least an hour apart',
          'Grease the groove: 6 sets of {q:0.3}, each one crisp and easy',
          'Grease the groove: 6 sets of {q:0.3}, and 3 hollow body holds of 20 seconds',
          'Take a rest day from the bar',
          'Grease the groove: 7 sets of {q:0.3}, logging the total reps of the day',
        ],
      },
      {
        focus: 'More sets in the day',
        description: 'The same easy sets, a few more of them each day.',
        tasks: [
          'Grease the groove: 7 sets of {q:0.35} of your main exercise through the day',
          'Grease the groove: 8 sets of {q:0.35}, never close to failure',
          'Grease the groove: 6 sets of {q:0.35} and 3 dead hangs of 30 seconds',
          'Take a rest day from the bar',
          'Grease the groove: 8 sets of {q:0.35}, one every time you pass the bar',
          "Add up the week's total reps in your log and compare with last week",
        ],
      },
      {
        focus: 'Bigger sets, then a test',
        description: 'Slightly bigger groove sets, a rest, then a max test.',
        tasks: [
          'Grease the groove: 6 sets of {q:0.45} of your main exercise through the day',
          'Grease the groove: 6 sets of {q:0.45}, each one still easy',
          'Grease the groove: 5 sets of {q:0.45} and 3 hollow body holds of 30 seconds',
          'Take two rest days from the bar',
          "Add up the week's groove reps in your log and compare them with the first week",
          'Test your max after a 10-minute warm-up, and set your next groove set at half the new number',
        ],
      },
    ],
  },
};
