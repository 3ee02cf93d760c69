import type { GoalShape } from './goal-shape.js';

/**
 * Making, building, restoring or repairing a thing (a sweater, a shed, a canoe, an old chair):
 * the way a maker plans a job. Measure what exists, fix a pattern or plan and break the work into
 * parts of one or two sessions each (a work breakdown), try materials and new techniques on a test
 * piece before the real one, then build one part a session with a photo log, measure twice before
 * each cut, and finish with a safety and quality check and a reveal or hand-over.
 */
export const makeShape: GoalShape = {
  id: 'make',
  label: 'Make or restore',
  field: 'shape',
  signals: [],
  notWhen: [],
  cues: {
    verbs: [
      'build',
      'rebuild',
      'knit',
      'crochet',
      'sew',
      'stitch',
      'embroider',
      'quilt',
      'weave',
      'restore',
      'repair',
      'mend',
      'fix up',
      'do up',
      'renovate',
      'refurbish',
      'refinish',
      'upholster',
      'carve',
      'whittle',
      'sculpt',
      'weld',
      'solder',
      'assemble',
      'construct',
      'craft',
    ],
    objects: [
      'sweater',
      'quilt',
      'blanket',
      'scarf',
      'dress',
      'shed',
      'chair',
      'table',
      'bench',
      'bookshelf',
      'cabinet',
      'furniture',
      'canoe',
      'boat',
      'treehouse',
      'birdhouse',
      'model',
      'motorbike',
    ],
    decisive: [
      'knit',
      'sew',
      'crochet',
      'carve',
      'restore',
      'renovate',
      'upholster',
      'weld',
      'whittle',
    ],
  },
  lexicon: [
    'measure',
    'material',
    'pattern',
    'plan',
    'piece',
    'part',
    'finish',
    'test',
    'tool',
    'session',
    'photo',
    'check',
    'join',
    'technique',
    'scrap',
  ],
  milestones: [
    {
      title: 'Scope and design the piece',
      description:
        'What exists, what finished looks like, a pattern or plan to follow and every part of the work on a list.',
      weeks: [
        {
          focus: 'Measure and take stock',
          description: 'Measure what is there and write down what finished means.',
          tasks: [
            'Measure {thing|the piece}, or the space or person it is for, and write every size on one sketch',
            'Take 4 photos of {thing|the piece} or its starting point, front, back, side and close up, as the first page of a photo log',
            'List the material, tools and parts you already have for {thing|the piece}, starting with {resource|what you have}',
            'Write three sentences on how {thing|the piece} looks when finished: size, colour and how it will be used',
            'Find 3 pictures of finished pieces like {thing|the piece} and note one detail of each you want to copy',
            'Clear a corner where tools and material can stay out between sessions',
            'Write a one-page brief for {thing|the piece}: measurements, look, who it is for and the date it is finished',
          ],
        },
        {
          focus: 'Choose a pattern or plan',
          description: 'One pattern, drawing or plan to follow, checked against your measurements.',
          tasks: [
            'Compare 2 or 3 patterns, plans or guides for {thing|the piece} and pick the one closest to your brief',
            'Check the chosen pattern against the measurements of {thing|the piece} and mark every size you must change',
            'Read the whole plan for {thing|the piece} once and circle each step or technique you have never done',
            'Draw a simple sketch of {thing|the piece} with the main measurements written on it',
            'Ask {person|someone who has made one} which step of a plan like yours went wrong for them',
            'Write the plan for {thing|the piece} on one page, step by step, in the order the work happens',
          ],
        },
        {
          focus: 'Break it into parts',
          description: 'Every part of the work on a list, each small enough for one session.',
          tasks: [
            'Split {thing|the piece} into 6 to 10 parts, each small enough to finish in one or two sessions',
            'Put the parts of {thing|the piece} in the order they must be done and mark which ones wait on others',
            'Give each part a week of the plan, keeping the last two weeks free for finishing and slack',
            'Note beside every part of {thing|the piece} the tool and the technique it needs',
            'Mark the 2 parts of {thing|the piece} where a mistake would waste the most material or time',
            'Put a date and a time for each weekly session in your calendar',
            'Pin the part list for {thing|the piece} where you work, with a box to tick for each part',
          ],
        },
      ],
    },
    {
      title: 'Materials, tools and a test piece',
      description:
        'Everything the work needs gathered, and the new techniques tried on scrap before the real thing.',
      weeks: [
        {
          focus: 'A materials list',
          description: 'Amounts worked out from the measurements, with a margin for mistakes.',
          tasks: [
            'Work out how much of each material {thing|the piece} needs from your measurements, plus 10 % for mistakes',
            'Write the materials list for {thing|the piece}: each item, the amount, and whether you have it, can borrow it or still need it',
            'Check each tool {thing|the piece} needs: sharp, working and stored where you can reach it',
            'Ask {person|a friend} or a local makers group whether they have spare material or tools to lend',
            'Gather the material for the first 3 parts of {thing|the piece} in one labelled box or bag',
            'Lay out every material and tool for {thing|the piece} and tick each one off the list',
          ],
        },
        {
          focus: 'A test piece',
          description: 'The material and the new techniques tried on a small sample first.',
          tasks: [
            'Make a small test piece, swatch or offcut in the real material, using the first technique in the plan for {thing|the piece}',
            'Measure the test piece and compare it with the pattern: size, fit or tension',
            'Try the finish, colour or glue you chose for {thing|the piece} on scrap or a hidden spot',
            'Practise the hardest technique of {thing|the piece} on scrap in a {min:30} session',
            'Photograph the test piece and write down 2 things you will do differently on {thing|the piece}',
            'Adjust the plan of {thing|the piece} with what the test piece showed, before any real cut or stitch',
          ],
        },
        {
          focus: 'The first real part',
          description: 'Part 1 of the real thing, slowly, and measured twice.',
          tasks: [
            'Set out the tools and material for part 1 of {thing|the piece} before the session starts',
            'Measure and mark part 1 of {thing|the piece} twice before you cut, join or cast on',
            'Work a {min:45} session on part 1, following the plan one step at a time',
            'Check part 1 of {thing|the piece} against the measurements and redo any step that is off',
            'Take a photo of part 1 of {thing|the piece} for your photo log',
            'Put the tools away and cover the work in 10 minutes, so the next session starts where you stopped',
            'Finish part 1 of {thing|the piece} and tick it off the part list',
          ],
        },
      ],
    },
    {
      title: 'Build it part by part',
      description:
        'One part a session, checked and photographed as you go, until every part is done and joined.',
      weeks: [
        {
          focus: 'A rhythm of parts',
          description: 'Two or three sessions a week, one part each.',
          tasks: [
            'Work a {min:60} session on part 2 of {thing|the piece}',
            'Check part 2 against the plan before you start the next one',
            'Work a {min:45} session on part 3 of {thing|the piece}',
            'Note in the photo log how long each part of {thing|the piece} took compared with the plan',
            'Move the dates of the parts left of {thing|the piece} if a part took longer than planned',
            'Finish part 3 of {thing|the piece} and tick off parts 2 and 3 on the list',
          ],
        },
        {
          focus: 'The riskiest part',
          description: 'The part you marked as risky, done while you are fresh.',
          tasks: [
            'Reread the steps of the riskiest part of {thing|the piece} and the notes from your test piece',
            'Do a 15-minute trial of that part on scrap before you touch the real work',
            'Work a {min:60} session on the riskiest part of {thing|the piece}, stopping to measure after each step',
            'Ask {person|someone who has made one} to look at {thing|the piece} and name one thing to fix',
            'Work a {min:45} session on that one fix',
            'Photograph the riskiest part of {thing|the piece} from 2 sides for the photo log',
            'Finish the riskiest part of {thing|the piece} and check it against the measurements',
          ],
        },
        {
          focus: 'Join it up',
          description: 'The parts come together into one whole.',
          tasks: [
            'Lay out every finished part of {thing|the piece} and check they fit before joining',
            'Work a {min:60} session joining the first parts of {thing|the piece} together',
            'Measure {thing|the piece} after joining and compare it with the sizes in your brief',
            'List every gap, loose end or flaw you find, each small enough to fix in one session',
            'Work a {min:45} session on the two biggest flaws on the list',
            'Take a photo of {thing|the piece} as a whole for the photo log',
            'Finish joining {thing|the piece} so it is whole, even if details are still missing',
          ],
        },
      ],
    },
    {
      title: 'Finish, check and hand over',
      description: 'The finishing touches, a safety and quality check, and the reveal.',
      weeks: [
        {
          focus: 'Finishing touches',
          description: 'Edges, surfaces and details, one session each.',
          tasks: [
            'Work a {min:60} session on the finishing of {thing|the piece}: edges, seams, surface or trim',
            'Tick off each flaw on the finishing list of {thing|the piece} as you fix it',
            'Work a {min:45} session on the details of {thing|the piece}: fastenings, handles, labels or the last coat',
            'Let glue, paint or any finish dry for the full time on its label before handling',
            "Check {thing|the piece} in daylight from arm's length and close up, and note 3 spots to touch up",
            'Finish the 3 touch-ups on {thing|the piece} in one session',
          ],
        },
        {
          focus: 'Test and check',
          description: 'Use it as it will be used, and check it is safe and sound.',
          tasks: [
            'Test {thing|the piece} the way it will be used: wear it, load it, sit on it, switch it on or fill it',
            'Check every join, edge and fixing of {thing|the piece} for safety: nothing sharp, loose, wobbly or live',
            'Fix the one thing the test showed that would bother you most',
            'Ask {person|a friend} to try {thing|the piece} and say one thing they would change',
            'Clean {thing|the piece} and clear the workspace of offcuts and tools',
            'Write a care note for {thing|the piece}: how to clean it, store it and mend it',
            'Take the final photos of {thing|the piece} from the same 4 angles as the first page of your photo log',
          ],
        },
        {
          focus: 'Reveal and hand over',
          description: 'Give, show or start using it, and look back at the work.',
          tasks: [
            'Wrap {thing|the piece} or set it in place, with the care note',
            'Put the first and last photos of {thing|the piece} side by side as a before and after',
            'Write down 3 things making {thing|the piece} taught you and 1 technique you want to try on the next piece',
            'Thank {person|the people who helped} and show them {thing|the piece}, finished',
            'Store the leftover material and tools, labelled, for the next project',
            'Hand over or reveal {thing|the piece} on the date you set in week 1',
          ],
        },
      ],
    },
  ],
  extras: [
    'Work a {min:30} session on the next part of {thing|the piece}',
    "Add this week's photos of {thing|the piece} to the photo log, with the date",
    'Sharpen, clean or oil your tools for 15 minutes',
    'Measure {thing|the piece} so far against the plan and note anything that is off',
    'Practise the next new technique on scrap for 15 minutes before using it on {thing|the piece}',
    'Sort offcuts and spare material into one labelled box',
    'Watch one video or read one guide on the next part and note 3 tips',
  ],
  countermeasures: [
    {
      when: ['time', 'busy', 'schedul', 'work', 'job', 'shift', 'long day'],
      tasks: [
        'If a planned session slips away, then do a 15-minute step of {thing|the piece}, like measuring or marking, before breakfast the next day',
        'If a whole week is full, then leave the tools and material for {thing|the piece} out so a 10-minute part fits into any gap',
      ],
    },
    {
      when: ['motivat', 'lazy', 'procrastinat', 'bore', 'give up', 'lose interest', 'stuck'],
      tasks: [
        'If you keep putting a session off, then set a timer for 10 minutes and only lay out the tools and material for the next part of {thing|the piece}',
        "If the middle of {thing|the piece} feels endless, then put the first photo of the log beside today's and count the parts done",
      ],
    },
    {
      when: [
        'fear',
        'afraid',
        'scare',
        'nervous',
        'confiden',
        'doubt',
        'mistake',
        'ruin',
        'mess up',
        'perfect',
        'skill',
        'never done',
      ],
      tasks: [
        'If you are afraid of spoiling the real material, then try the step on a test piece of scrap first',
        'If a part of {thing|the piece} goes wrong, then photograph it, undo only that part and redo it in the next session',
      ],
    },
    {
      when: ['money', 'afford', 'cost', 'expens', 'budget', 'price'],
      tasks: [
        'If the material for {thing|the piece} is hard to come by, then mark a borrowed, second-hand or reclaimed source beside each item on the list',
        'If a tool is out of reach, then ask {person|a friend}, a repair café or a tool library to lend it for one session',
      ],
    },
    {
      when: ['family', 'kid', 'child', 'partner', 'baby', 'husband', 'wife'],
      tasks: [
        'If family time crowds out the sessions, then agree two fixed slots a week with {person|your family} when the workspace is yours',
        'If the children want to join in, then give them one safe part of {thing|the piece}, like sorting, sanding or holding the tape measure',
      ],
    },
    {
      when: ['tired', 'energy', 'exhaust', 'sleep', 'fatigue'],
      tasks: [
        'If you are too tired to cut or join safely, then do a low-risk task for {thing|the piece}: sorting material, cleaning tools or the photo log',
      ],
    },
    {
      when: ['space', 'room', 'tool', 'equipment', 'workshop', 'nowhere', 'mess'],
      tasks: [
        'If there is no room to work, then keep {thing|the piece} and its tools in one box that comes out for each session',
        'If you lack a tool for a part, then change that step of the plan to a technique that uses a tool you have',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep to one part per session and measure before every step: a piece finished part by part beats a perfect plan.',
    slipping:
      'Pick the smallest part left, lay out its tools and material tonight, and finish just that part in one short session this week.',
  },
  alternative: {
    title: 'A small version first',
    description:
      'Make a small, complete version with the same techniques, then scale up with its lessons.',
    weeks: [
      {
        focus: 'Pick the small version',
        description: 'A smaller, simpler piece that uses the same techniques.',
        tasks: [
          'Choose a small version of {thing|the piece} that uses the same techniques, like a cushion before a quilt or a stool before a chair',
          'List the techniques the small version and {thing|the piece} share',
          'Gather the material for the small version, about a fifth of what {thing|the piece} needs',
          'Measure and mark the parts of the small version',
          'Work a {min:45} session on the first half of the small version',
          'Photograph the small version so far and note the steps that will be hard on {thing|the piece}',
        ],
      },
      {
        focus: 'Finish the small version',
        description: 'The small piece made from start to finish.',
        tasks: [
          'Work a {min:45} session on the second half of the small version',
          'Join and finish the small version completely, edges and all',
          'Test the small version the way {thing|the piece} will be used',
          'Write down 3 mistakes on the small version and how you will avoid them on {thing|the piece}',
          'Show the small version to {person|a friend} and ask what they notice first',
          'Adjust the plan and the materials list for {thing|the piece} with what you learned',
        ],
      },
      {
        focus: 'Scale up',
        description: 'The full piece begun with the lessons of the small one.',
        tasks: [
          'Scale the measurements of the small version up to {thing|the piece} and check them twice',
          'Gather everything on the full materials list for {thing|the piece}',
          'Work a {min:60} session on part 1 of the full piece',
          'Compare part 1 with the same part of the small version and note what is better',
          'Photograph part 1 for your photo log',
          'Finish part 1 of {thing|the piece} and set the dates of the parts left',
        ],
      },
    ],
  },
};
