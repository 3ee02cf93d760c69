import type { GoalKind } from '../goal-kind.js';

/**
 * Running a marathon (or a first ultra a little longer): four runs a week, most of them easy; one
 * long run that grows from about a third of the distance to three quarters by week 9, with a
 * lighter week every third; hills, tempo and then marathon-pace work; fuelling and kit rehearsed
 * on the long runs; a three-week taper and the race at the end of week 12. Distances are shares
 * of the goal's (42.2 km, or 26.2 miles when the goal says miles).
 */
export const marathon: GoalKind = {
  id: 'marathon',
  label: 'Marathon running',
  field: 'fitness',
  signals: [
    'marathon',
    'run a marathon',
    'first marathon',
    'full marathon',
    'marathon training',
    'finish a marathon',
    'london marathon',
    'boston marathon',
    'berlin marathon',
    'chicago marathon',
    'new york marathon',
    'paris marathon',
    'tokyo marathon',
    '26.2 mile',
    '42.2 km',
    'ultramarathon',
    'ultra marathon',
    '42 k',
    '42 km',
    '42.2 k',
    '26.2',
  ],
  notWhen: [
    'save for',
    'save up for',
    'half marathon',
    'half-marathon',
    'movie marathon',
    'film marathon',
    'tv marathon',
    'netflix marathon',
    'binge',
    'gaming marathon',
    'reading marathon',
    'study marathon',
    'coding marathon',
    'dance marathon',
    'marathon session',
    'marathon meeting',
    'marathon of meeting',
    'marathon not a sprint',
  ],
  lexicon: [
    'run',
    'marathon',
    'km',
    'mile',
    'pace',
    'stride',
    'tempo',
    'hill',
    'long run',
    'rest day',
    'taper',
    'gel',
    'fuel',
    'carbohydrate',
    'squat',
    'lunge',
    'calf',
    'plank',
    'foam-roll',
    'shoes',
    'race',
    'kit',
    'strength',
    'mobility',
    'hamstring',
  ],
  measure: {
    kind: 'amount',
    units: ['km', 'k', 'kilometer', 'kilometre', 'mile', 'mi'],
    default: 42.2,
    step: 1,
    range: [20, 60],
    pace: { by: 'race' },
    keep: ['mile'],
    unreached: {
      title: 'A marathon base ready for race training',
      description:
        'The first block of a longer build: four easy runs a week, a long run well short of the marathon distance, strength and a 5K time trial, ready to start marathon training on {ready}.',
      weeks: [
        {
          focus: 'Aerobic base, four runs a week',
          description:
            'Four easy runs and a long run that stays well short of the marathon distance.',
          tasks: [
            'Run {q:0.4} easy, keeping your breathing at a talking pace the whole way',
            'Do 25 minutes of strength: walking lunges, box step-ups, single-leg calf raises and a 60-second plank',
            'Take a rest day with a 30-minute walk and 10 minutes of hip and hamstring mobility',
            'Run {q:0.3} easy over hills, jogging up the steep ones at the same effort as the flat',
            'Run {q:0.3} easy on grass, finishing with 6 short uphill strides',
            'Run a long run of {q:0.8} at an easy pace, carrying water and a gel for after the first hour',
          ],
        },
        {
          focus: 'Strength and a 5K time trial',
          description:
            'A time trial to set your training paces, and strength for the long runs ahead.',
          tasks: [
            'Run {q:0.4} easy and note in your running log the pace that feels easy',
            'Do 25 minutes of strength: Romanian deadlifts, single-leg squats, side planks and calf raises',
            'Take a rest day before your time trial and sleep at least 8 hours',
            'Run a 5K time trial after a 15-minute warm-up jog, at the fastest even pace you can hold, and log the time',
            'Work out your easy, tempo and goal marathon paces from your 5K time with a race-pace calculator',
            'Run a long run of {q:0.9} at an easy pace on a route with hills like your marathon course',
          ],
        },
        {
          focus: 'Ready for marathon training',
          description:
            'A lighter week, the base reviewed, and a 12-week marathon plan chosen to start on {ready}.',
          tasks: [
            'Run {q:0.3} easy and finish with 5 relaxed strides on a flat path',
            'Do a light 20-minute strength session: bodyweight lunges, glute bridges and calf raises, two rounds',
            'Check your running shoes: if they will pass 500 km (300 miles) in the next 12 weeks, buy a pair now to break in',
            'Compare your running log from week 1 with now: weekly distance, longest run and easy pace',
            'Run an easy long run of {q:0.7}, shorter than last week, fuelling as you would in a marathon',
            'Choose a 12-week marathon plan built on your time-trial paces, and put its first week in your calendar from {ready}',
          ],
        },
      ],
    },
  },
  keyEvent: { week: 12, name: 'the marathon' },
  milestones: [
    {
      title: 'Aerobic base and the long-run habit',
      description:
        'Four runs a week at a pace you could talk through, strength for the legs and a first long run each weekend.',
      weeks: [
        {
          focus: 'Easy aerobic running',
          description: 'Three easy runs and a first long run, to see where your running starts.',
          tasks: [
            'Run {q:0.2} easy at a conversational pace, and start a running log: distance, time and how it felt from 1 to 10',
            'Do 20 minutes of strength: 3 rounds of 12 squats, 10 lunges a leg, 15 calf raises and a 45-second plank',
            'Take a rest day: walk for 20 minutes and stretch your calves, hamstrings and hips',
            'Run {q:0.15} easy, then 4 strides of 20 seconds on flat ground',
            'Run {q:0.15} easy on a soft surface like a park path or a trail',
            'Go for a first long run of {q:0.3} at an easy pace, walking up steep hills if you need to',
          ],
        },
        {
          focus: 'First hills',
          description: 'Short uphill efforts build leg strength; the long run grows a little.',
          tasks: [
            'Run {q:0.2} easy, relaxed enough to talk the whole way',
            'Run hills: 10 minutes easy, 6 × 60 seconds uphill at a strong effort jogging back down, 10 minutes easy',
            'Take a rest day and foam-roll your calves, quads and glutes for 10 minutes',
            'Run {q:0.15} easy with 6 strides of 20 seconds at the end',
            'Do 20 minutes of strength: step-ups, single-leg deadlifts, glute bridges and side planks, twice through',
            'Run a long run of {q:0.35} at an easy pace, carrying water',
          ],
        },
        {
          focus: 'A lighter week and marathon shoes',
          description:
            'Less running so the first weeks sink in, and kit that will last to race day.',
          tasks: [
            'Run {q:0.15} easy',
            'Run 10 minutes easy, 5 × 2 minutes at a strong effort with 2 minutes jogging, 10 minutes easy',
            'Take a rest day and sleep at least 8 hours',
            'Do 20 minutes of strength and mobility: squats, lunges, hip circles and calf raises',
            'Check your running shoes: over 500 km (300 miles) of wear means a new pair, fitted at a running shop, to break in now',
            'Run an easy long run of {q:0.3} and try an energy gel or sports drink after 45 minutes',
          ],
        },
      ],
    },
    {
      title: 'Long runs past halfway',
      description:
        'The long run passes half the marathon distance; a tempo run and fuelling practice join the week.',
      weeks: [
        {
          focus: 'First tempo run',
          description:
            'A sustained, comfortably hard tempo run and a long run of almost half the distance.',
          tasks: [
            'Run {q:0.2} easy',
            'Run a tempo: 15 minutes easy, 20 minutes comfortably hard, 10 minutes easy',
            'Take a rest day and sleep at least 8 hours',
            'Run {q:0.2} easy with 6 strides',
            'Do 25 minutes of strength: squats, lunges, calf raises and planks, three rounds',
            'Run a long run of {q:0.42}, taking a gel or sports drink every 40 minutes',
          ],
        },
        {
          focus: 'Marathon pace',
          description: 'Find the pace you will race at and run the end of the long run at it.',
          tasks: [
            'Run {q:0.25} easy',
            'Run hill repeats: 15 minutes easy, 8 × 75 seconds uphill jogging back down, 10 minutes easy',
            'Take a rest day',
            'Run {q:0.15} as a recovery run, slower than feels necessary',
            'Work out your goal marathon pace from a recent race time or the finish time you want, and write it down',
            'Run a long run of {q:0.48}, the last 15 minutes at goal marathon pace',
          ],
        },
        {
          focus: 'Lighter week, race fuelling',
          description:
            'A step back in distance while you settle what you eat and drink on the run.',
          tasks: [
            'Run {q:0.2} easy',
            'Run {q:0.2} with the middle 20 minutes at goal marathon pace',
            'Take a rest day',
            'Do 20 minutes of strength, lighter than usual, and 10 minutes of hip mobility',
            'Plan your race fuelling: how many gels or how much sports drink an hour, and at which drink stations',
            'Run an easy long run of {q:0.4}, fuelling exactly as you plan to on race day',
          ],
        },
      ],
    },
    {
      title: 'Peak long runs at marathon pace',
      description:
        'The biggest weeks of the plan: long runs up to three quarters of the distance, marathon pace inside them.',
      weeks: [
        {
          focus: 'Long run with a fast finish',
          description:
            'Longer intervals and the last half hour of the long run at goal marathon pace.',
          tasks: [
            'Run {q:0.25} easy',
            'Run intervals: 15 minutes easy, 5 × 4 minutes at 10K effort with 2 minutes jogging, 10 minutes easy',
            'Take a rest day and sleep at least 8 hours',
            'Run {q:0.2} easy with 6 strides',
            'Do 25 minutes of strength: single-leg squats, step-ups, calf raises and planks',
            'Run a long run of {q:0.55}, the last 30 minutes at goal marathon pace',
          ],
        },
        {
          focus: 'Marathon-pace block',
          description:
            'A long block at goal marathon pace midweek, and a dress rehearsal of your race kit.',
          tasks: [
            'Run {q:0.2} easy',
            'Run a marathon-pace session: 15 minutes easy, {q:0.2} at goal marathon pace, 10 minutes easy',
            'Take a rest day and foam-roll for 10 minutes',
            'Run {q:0.15} easy in your race shoes, socks and shorts, checking for anything that rubs or chafes',
            'Do 20 minutes of strength: squats, lunges and calf raises',
            'Run a long run of {q:0.65} at an easy pace, fuelling every 30 to 40 minutes',
          ],
        },
        {
          focus: 'Longest run',
          description: 'The longest run of the plan, on legs that have earned it.',
          tasks: [
            'Run {q:0.2} easy',
            'Run a tempo: 15 minutes easy, 25 minutes comfortably hard, 10 minutes easy',
            'Take a rest day and sleep at least 8 hours',
            'Run {q:0.15} easy with 4 strides',
            'Eat a carbohydrate-rich dinner the evening before your long run, as you will before the marathon',
            'Run your longest run of {q:0.75} at an easy pace, practising your race fuelling the whole way',
          ],
        },
      ],
    },
    {
      title: 'Taper and marathon day',
      description:
        'Less running and fresh legs for three weeks, a race plan written down, then the marathon itself.',
      weeks: [
        {
          focus: 'Taper begins',
          description:
            'About three quarters of your usual running; marathon pace keeps the legs sharp.',
          tasks: [
            'Run {q:0.2} easy',
            'Run 15 minutes easy, 3 × 10 minutes at goal marathon pace with 2 minutes jogging, 10 minutes easy',
            'Take a rest day and sleep at least 8 hours',
            'Run {q:0.15} easy with 4 strides',
            'Settle race logistics: travel, bib pick-up, where you stay and how you reach the start',
            'Run an easy long run of {q:0.5}, the middle 20 minutes at goal marathon pace',
          ],
        },
        {
          focus: 'Fresh legs',
          description: 'Half your usual running, a written race plan and a last run in race kit.',
          tasks: [
            'Run {q:0.15} easy',
            'Run 10 minutes easy, 4 × 5 minutes at goal marathon pace with 2 minutes jogging, 10 minutes easy',
            'Take a rest day',
            'Run {q:0.12} easy with 4 strides',
            'Write your race plan: the pace for the first third, when you take each gel, and the pace you hold to the end',
            'Run an easy long run of {q:0.3} in your race kit, after your race breakfast',
          ],
        },
        {
          focus: 'Marathon week',
          description: 'Short easy runs, extra carbohydrate, then the marathon.',
          tasks: [
            'Run {q:0.12} easy with 4 strides',
            'Take a rest day and eat a little more carbohydrate at each meal for the next three days',
            'Run 20 minutes easy with 3 strides at goal marathon pace',
            'Read your race plan again and set your watch to show your pace and each gel time',
            'Lay out your race kit, bib, gels and breakfast the night before, and set two alarms',
            'Run your marathon: hold back for the first third, fuel on schedule, hold goal marathon pace to the finish, and log your time',
          ],
        },
      ],
    },
  ],
  extras: [
    'Run 30 minutes easy on a soft surface',
    'Do 15 minutes of strength for runners: squats, lunges and calf raises',
    'Foam-roll your calves, quads and glutes for 10 minutes after a run',
    "Add up this week's running in your log and check it grew by no more than about 10 %",
    'Stretch your calves, hamstrings and hip flexors for 10 minutes before bed',
  ],
  countermeasures: [
    {
      when: ['knee', 'shin', 'achilles', 'it band', 'injur', 'hurt', 'pain', 'ache', 'niggle'],
      tasks: [
        'Swap one easy run for 40 minutes of cycling or pool running to keep your fitness without the pounding',
        'Do 15 minutes of hip and glute strength: clamshells, side-lying leg raises and single-leg bridges',
        "Cut this week's long run by a third and stop any run where the pain goes above 3 out of 10",
      ],
    },
    {
      when: ['wall', 'bonk', 'stomach', 'gut', 'cramp', 'nause'],
      tasks: [
        'Practise fuelling on every long run: a gel or 200 ml of sports drink every 30 to 40 minutes',
        'Try your race breakfast 3 hours before a long run and note how your stomach copes',
      ],
    },
    {
      when: ['blister', 'chaf', 'toenail', 'foot', 'feet'],
      tasks: [
        'Run a long run in the socks and shoes you will race in, with anti-chafe balm on every seam that rubs',
      ],
    },
    {
      when: ['weather', 'rain', 'cold', 'dark', 'winter', 'heat', 'hot'],
      tasks: [
        'Lay out your running kit the night before, with a layer for the weather',
        'Move the long run to the cooler or lighter end of the day, or split it into two runs on the treadmill',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep four runs in five easy and let the long run carry the plan; add no more than about 10 % a week.',
    slipping:
      'Protect the long run and one easy run each week: those two keep a marathon within reach when the rest slips.',
  },
  alternative: {
    title: 'Run-walk marathon',
    description:
      'The marathon with planned walking breaks from the first kilometre, as many first-time marathoners finish it.',
    weeks: [
      {
        focus: 'Run-walk rhythm',
        description: 'Run 4 minutes, walk 1, and build time on your feet before distance.',
        tasks: [
          'Run-walk 30 minutes: 4 minutes running, 1 minute walking',
          'Do 20 minutes of strength: squats, lunges, calf raises and a plank',
          'Take a rest day',
          'Run-walk 40 minutes: 4 minutes running, 1 minute walking',
          'Walk briskly for 45 minutes on hills',
          'Run-walk a long run of {q:0.35} with a 1-minute walk every 4 minutes',
        ],
      },
      {
        focus: 'Longer on your feet',
        description: 'The run-walk long run grows; the walking breaks stay the same.',
        tasks: [
          'Run-walk 40 minutes: 5 minutes running, 1 minute walking',
          'Do 20 minutes of strength and hip mobility',
          'Take a rest day',
          'Run-walk 45 minutes at an easy effort, practising a gel at 30 minutes',
          'Cross-train instead of running: cycle or swim easily for 40 minutes',
          'Run-walk a long run of {q:0.55}, walking every drink station as you will in the race',
        ],
      },
      {
        focus: 'The run-walk race plan',
        description: 'The longest run-walk, and the breaks planned for race day.',
        tasks: [
          'Run-walk 45 minutes: 5 minutes running, 1 minute walking',
          'Do 20 minutes of strength, lighter than usual',
          'Take a rest day',
          'Run-walk 30 minutes easy with the watch beeping your run and walk intervals',
          'Write your race plan: run-walk ratio, when you take each gel, and a finish time that allows for the breaks',
          'Run-walk a long run of {q:0.75}, keeping every walking break from the start',
        ],
      },
    ],
  },
};
