import type { GoalShape } from './goal-shape.js';

/**
 * Learning a skill outside the catalogue (juggling, chess, sign language, calligraphy, a card
 * trick): deliberate practice. Break the skill into sub-skills and pick the 3 that unlock the
 * most, learn just enough to catch your own mistakes, and remove what makes practice hard to
 * start; then short drills at the edge of your ability with feedback (a recording, a teacher, a
 * weekly mini-test), real pieces in mixed order and under a little pressure, and a small show,
 * match or test at the end, compared with a week-1 baseline.
 */
export const skillShape: GoalShape = {
  id: 'skill',
  label: 'Learn a skill',
  field: 'shape',
  thingIs: 'activity',
  signals: [],
  notWhen: [],
  cues: {
    verbs: [
      'learn',
      'master',
      'practise',
      'practice',
      'pick up',
      'juggle',
      'dance',
      'improvise',
      'hone',
      'sharpen',
      'improve',
      'touch type',
      'type',
      'solve',
      'tie',
      'shuffle',
      'spin',
      'perfect',
    ],
    objects: [
      'skill',
      'technique',
      'trick',
      'chess',
      'juggling',
      'calligraphy',
      'origami',
      'dance',
      'salsa',
      'magic',
      'knot',
      'cube',
      'typing',
      'lettering',
      'sign language',
      'poker',
      'bridge',
      'move',
    ],
  },
  lexicon: [
    'skill',
    'drill',
    'practice',
    'practis',
    'record',
    'video',
    'feedback',
    'mistake',
    'test',
    'session',
    'attempt',
    'score',
    'compare',
    'piece',
    'lesson',
  ],
  milestones: [
    {
      title: 'Break it down and set up',
      description:
        'Three sub-skills picked, just enough learned to spot your own mistakes, and practice made easy to start.',
      weeks: [
        {
          focus: 'Map the skill',
          description: 'What good looks like, and the three sub-skills that matter most.',
          tasks: [
            'Watch 3 skilled people at {thing|the skill} and write down 3 things they do that a beginner does not',
            'Split {thing|the skill} into 5 to 8 sub-skills and circle the 3 that unlock the most',
            'Record a 2-minute video of your first attempt at {thing|the skill}, as your baseline',
            'Write your week-12 aim for {thing|the skill} as one test you could pass or fail',
            'Find one good book, course or teacher for {thing|the skill} and note its first 3 lessons',
            'Put 4 practice sessions of {min:20} in your calendar for next week',
            'Do a first {min:20} practice session of {thing|the skill} on the easiest of your 3 sub-skills',
          ],
        },
        {
          focus: 'Learn enough to self-correct',
          description: 'The basics of each sub-skill, so you notice your own mistakes.',
          tasks: [
            'Study the first sub-skill of {thing|the skill} for 20 minutes and list the 3 most common beginner mistakes',
            'Do a {min:20} session of {thing|the skill} on the first sub-skill, checking for those 3 mistakes',
            'Study the second sub-skill of {thing|the skill} and write a one-line cue for doing it right',
            'Do a {min:20} practice session on the second sub-skill with the cue in front of you',
            'Study the third sub-skill of {thing|the skill} and find one drill for it',
            'Do a {min:30} session on all three sub-skills of {thing|the skill}, in equal parts',
          ],
        },
        {
          focus: 'Remove the barriers',
          description: 'Practice set up so it takes under a minute to start.',
          tasks: [
            'Set up a practice spot for {thing|the skill} where everything stays out and ready',
            'Remove 3 things that stop you practising {thing|the skill}, like a missing tool, a noisy room or the phone in reach',
            'Tie a {min:15} practice of {thing|the skill} to something you already do daily, like clearing up after dinner',
            'Do a {min:20} session on the sub-skill of {thing|the skill} you find hardest',
            'Set up a way to record yourself in 10 seconds: a phone stand, a mirror or a notebook',
            'Take a first mini-test of {thing|the skill}: 5 attempts at your week-12 test, with the score written down',
          ],
        },
      ],
    },
    {
      title: 'Core drills with feedback',
      description:
        'Deliberate practice at the edge of your ability, recorded and compared every week.',
      weeks: [
        {
          focus: 'Focused drills',
          description: 'Short, hard drills on one sub-skill at a time.',
          tasks: [
            'Do a {min:25} drill on sub-skill 1 of {thing|the skill} at a speed where you make a few mistakes',
            'Record one minute of {thing|the skill} during the drill and note one thing to fix',
            'Do a {min:25} drill on sub-skill 2 of {thing|the skill}, slower than feels natural, aiming for 10 clean attempts in a row',
            'Ask {person|someone who is good at it} to watch your video of {thing|the skill} and name one fix',
            'Do a {min:25} drill on that one fix only',
            'Take your weekly mini-test of {thing|the skill} and compare the score with last week',
          ],
        },
        {
          focus: 'Harder reps',
          description: 'Each drill a little harder than last week.',
          tasks: [
            'Make one drill of {thing|the skill} harder: faster, longer, with less help or from memory',
            'Do a {min:30} practice session of {thing|the skill} in 3 equal rounds, one for each sub-skill',
            'Keep a practice log for {thing|the skill}: date, drill, minutes and the mistake you saw most',
            'Do a {min:25} drill on the mistake that came up most in your log',
            'Record the same 2-minute video of {thing|the skill} as in week 1 and watch the two side by side',
            'Take your mini-test of {thing|the skill} and write the score in the log',
          ],
        },
        {
          focus: 'Feedback from outside',
          description: 'Someone better than you looks at your work.',
          tasks: [
            'Book a lesson, a club night or an online review where someone skilled watches your attempts at {thing|the skill}',
            'Write down the 3 corrections you get on {thing|the skill}, word for word',
            'Do a {min:25} drill on the first correction',
            'Do a {min:25} drill on the second correction, recording the last 5 minutes',
            'Compare your recording with a video of a skilled person at {thing|the skill} and note one difference',
            'Take your mini-test of {thing|the skill} and log which sub-skill lost you the most points',
          ],
        },
      ],
    },
    {
      title: 'Use it for real',
      description:
        'The sub-skills joined up and used on real pieces, games or situations, not only drills.',
      weeks: [
        {
          focus: 'Join the sub-skills',
          description: 'Whole attempts that mix the sub-skills.',
          tasks: [
            'Do a {min:30} session of whole attempts at {thing|the skill}, mixing all three sub-skills',
            'Pick one real piece, game, routine or task of {thing|the skill} a little above your level',
            'Do a {min:30} practice session on the first third of that piece',
            'Record an attempt at that piece of {thing|the skill} and mark the 2 places where it breaks down',
            'Do a {min:20} drill of {thing|the skill} on just those 2 places',
            'Do the whole piece of {thing|the skill} once from start to end, and record it',
          ],
        },
        {
          focus: 'Mixed order',
          description: 'Sub-skills shuffled, as they come in real use.',
          tasks: [
            'Do a {min:30} session of {thing|the skill} in mixed order, switching sub-skill every 5 attempts',
            "Take on a second real piece of {thing|the skill}, different from last week's",
            'Practise {thing|the skill} from memory for 10 minutes without notes or help, then check what you missed',
            'Explain one sub-skill of {thing|the skill} to {person|a friend} in 2 minutes, as a teacher would',
            'Do a {min:25} drill on what the memory check missed',
            'Take your mini-test of {thing|the skill} against a time limit and log the score',
          ],
        },
        {
          focus: 'A little pressure',
          description: 'Try it with someone watching or against a clock.',
          tasks: [
            'Show {thing|the skill} to {person|a friend} for 5 minutes and note what changes under pressure',
            'Do a {min:30} practice session on the part that slipped while you were watched',
            'Attempt a real piece of {thing|the skill} against a clock or an opponent 3 times and log each score',
            'Compare your videos of {thing|the skill} from weeks 1, 5 and 9, and list 3 things that improved',
            'Choose how you will show {thing|the skill} in week 11: a small show, a match or a test, and set the date',
            'Do a dress rehearsal of {thing|the skill} as you plan to show it, and record it',
          ],
        },
      ],
    },
    {
      title: 'Show it or test it',
      description: 'A small show, match or test, and a plan for keeping the skill.',
      weeks: [
        {
          focus: 'Polish the showpiece',
          description: 'What you will show, practised until it holds.',
          tasks: [
            'Pick the 2 or 3 pieces of {thing|the skill} you will show and write them down in order',
            'Do a {min:30} session on the weakest of those pieces',
            'Go through the whole set of {thing|the skill} once a day for 3 days and note one mistake each time',
            'Do a {min:20} drill of {thing|the skill} on the mistake that came up twice',
            'Invite {person|a friend} or 2 or 3 people to your show, match or test of {thing|the skill}',
            'Do a full rehearsal of {thing|the skill}, recorded from start to finish',
          ],
        },
        {
          focus: 'Show day',
          description: 'The show, match or test itself.',
          tasks: [
            'Write a one-line cue for each piece of {thing|the skill} on a card you can glance at',
            'Go through your set once at half speed 2 days before, with no stops to correct',
            'Set out everything the show needs the night before: tools, notes, the place and the time',
            'Ask {person|a friend} to record your show of {thing|the skill}',
            'Warm up for 10 minutes with the easiest drill of {thing|the skill}',
            'Do your show, match or test of {thing|the skill} on the date you set',
          ],
        },
        {
          focus: 'Review and keep it',
          description: 'What the show told you, and how practice goes on.',
          tasks: [
            'Watch the recording of your show of {thing|the skill} and write down 3 things that went well and 2 to fix',
            'Compare the show with your week-1 baseline video of {thing|the skill}',
            'Take the week-12 test of {thing|the skill} and compare the score with your first mini-test',
            'Pick the next 3 sub-skills of {thing|the skill} to learn',
            'Set a standing practice time: 3 sessions a week of {min:20}',
            'Write your next 12-week target for {thing|the skill} as a test you can pass or fail',
          ],
        },
      ],
    },
  ],
  extras: [
    'Do a {min:20} drill on the sub-skill of {thing|the skill} that scored lowest this week',
    'Record 2 minutes of {thing|the skill} and note one mistake to work on',
    'Practise from memory for 10 minutes, then check against your notes',
    'Watch a video of a skilled person at {thing|the skill}, slowed to half speed, and copy one detail',
    "Add this week's practice minutes and mini-test score to your log",
    'Do 5 slow, clean attempts at the hardest move of {thing|the skill} before each session',
    'Teach one drill of {thing|the skill} to {person|a friend} in 5 minutes',
  ],
  countermeasures: [
    {
      when: ['time', 'busy', 'schedul', 'work', 'job', 'shift', 'long day'],
      tasks: [
        'If there is no room for a full session, then do a 5-minute drill of {thing|the skill} right after something you do every day',
        'If a practice day is lost, then do 10 minutes of the hardest drill of {thing|the skill} the next morning instead of a long session later',
      ],
    },
    {
      when: [
        'motivat',
        'bore',
        'plateau',
        'stuck',
        'no progress',
        'slow progress',
        'give up',
        'lazy',
        'procrastinat',
      ],
      tasks: [
        "If progress feels stuck, then compare today's recording of {thing|the skill} with your week-1 video and list what improved",
        'If practice gets dull, then turn one drill of {thing|the skill} into a game with a score, a timer or a streak to beat',
      ],
    },
    {
      when: [
        'fear',
        'afraid',
        'scare',
        'nervous',
        'confiden',
        'embarrass',
        'shy',
        'judg',
        'talent',
        'bad at',
        'not good',
      ],
      tasks: [
        'If you feel too new to show anyone, then record {thing|the skill} alone first and share the video only with {person|a friend}',
      ],
    },
    {
      when: ['money', 'afford', 'cost', 'expens', 'budget', 'price'],
      tasks: [
        'If a teacher or course is out of reach, then post a one-minute video of {thing|the skill} in a free online group and ask for one correction',
      ],
    },
    {
      when: ['family', 'kid', 'child', 'partner', 'baby', 'husband', 'wife'],
      tasks: [
        'If home is too busy to practise, then agree a {min:15} slot with {person|your family} when the practice spot is yours',
      ],
    },
    {
      when: ['tired', 'energy', 'exhaust', 'sleep', 'fatigue'],
      tasks: [
        'If you are too tired for hard drills, then watch your last recording of {thing|the skill} and note one fix for the next session',
      ],
    },
    {
      when: ['forget', 'memor', 'remember', 'frustrat', 'clumsy', 'coordinat', 'hard to learn'],
      tasks: [
        'If you forget what you learned, then start each session with 3 minutes of practice from memory before you look at your notes',
        'If a move of {thing|the skill} will not come, then drill it at half speed for 10 attempts before going back to full speed',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep each session short and at the edge of what you can do, and record one minute every week: feedback is what turns hours into skill.',
    slipping:
      'Drop to 10 minutes a day on your weakest sub-skill, straight after a daily routine, until the rhythm is back.',
  },
  alternative: {
    title: 'Lessons and a practice partner',
    description:
      'A teacher or club sets the drills each week, and a partner at your level practises with you in between.',
    weeks: [
      {
        focus: 'Find the teacher',
        description: 'A trial lesson and a partner to practise with.',
        tasks: [
          'List 3 teachers, classes or clubs for {thing|the skill} within reach and ask about a trial lesson',
          'Go to a trial lesson or club session and ask what to practise first',
          'Write down the 3 drills the teacher gives you',
          'Practise the first drill of {thing|the skill} for a {min:20} session',
          'Find a practice partner at your level at the class or online',
          'Practise all 3 drills of {thing|the skill} with your partner for a {min:30} session',
        ],
      },
      {
        focus: 'Practise between lessons',
        description: 'The drills of each lesson done on three days before the next.',
        tasks: [
          "Take the second lesson of {thing|the skill} and ask to record the teacher's demonstration",
          'Practise the new drill for a {min:20} session on 3 days, each time after watching the recording',
          'Swap one-minute videos with your practice partner and give each other one fix',
          'Write down the questions that came up in practice for the next lesson',
          'Do a mini-test of {thing|the skill} set by the teacher and log the score',
          'Ask the teacher for the next 3 drills of {thing|the skill}',
        ],
      },
      {
        focus: 'Show the teacher',
        description: 'Your best attempt, the corrections, and a friendly match or show.',
        tasks: [
          'Take the third lesson and show the teacher your best attempt at {thing|the skill}',
          'Write down the 2 corrections the teacher makes',
          'Practise each correction with your partner for a {min:20} session',
          'Hold a friendly match, show or test of {thing|the skill} with your partner and record it',
          'Compare the recording with your trial lesson and list 3 improvements',
          'Agree a goal for next month of {thing|the skill} with the teacher and book the next lesson',
        ],
      },
    ],
  },
};
