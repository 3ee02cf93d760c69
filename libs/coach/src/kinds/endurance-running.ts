import type { GoalKind } from '../goal-kind.js';

/**
 * Running a distance from 5K to a half marathon: easy runs most days, one session of speed, a
 * long run that grows about 10 % a week with a lighter week every third or fourth, strength for
 * the legs, then a taper so the legs are fresh on race day. Distances are shares of the goal's.
 */
export const enduranceRunning: GoalKind = {
  id: 'endurance-running',
  label: 'Endurance running',
  field: 'fitness',
  signals: [
    'run',
    'running',
    '5k',
    '10k',
    'half marathon',
    'jog',
    'race',
    'parkrun',
    'couch to 5k',
  ],
  notWhen: [
    'run a business',
    'run my own',
    'run a shop',
    'run a company',
    'run for office',
    'run for mayor',
    'run a meeting',
    'run a team',
    'marathon of',
    'full marathon',
  ],
  lexicon: [
    'run',
    'jog',
    'km',
    'mile',
    'pace',
    'stride',
    'interval',
    'tempo',
    'race',
    'rest day',
    'warm-up',
    'calf',
    'hamstring',
    'squat',
    'lunge',
    'taper',
    'shoes',
    'long run',
  ],
  measure: {
    kind: 'amount',
    units: ['km', 'k', 'kilometer', 'kilometre', 'mile', 'mi'],
    default: 10,
    step: 0.5,
    range: [1, 25],
    pace: { by: 'race' },
    keep: ['mile'],
    named: { 'half marathon': 21.1, 'half-marathon': 21.1, parkrun: 5, 'couch to 5k': 5 },
    unreached: {
      title: 'A base ready for race training',
      description:
        'The first block of a longer build: easy running, a long run well below the race distance, strength and a time trial, ready to start race training on {ready}.',
      weeks: [
        {
          focus: 'Easy base running',
          description: 'Four easy runs and a long run that stays well below the race distance.',
          tasks: [
            'Run {q:0.6} easy at a pace you could talk through, and log the time and how it felt',
            'Do 25 minutes of strength for runners: split squats, single-leg bridges, calf raises and a plank',
            'Take a rest day, or swim or cycle easily for 30 minutes instead of running',
            'Run {q:0.5} easy on a trail or park path, finishing with 6 fast, relaxed strides',
            'Add a fourth easy run of 20 minutes to your week, on grass if you can',
            'Run a long run of {q:0.8} at an easy, conversational pace the whole way',
          ],
        },
        {
          focus: 'Time trial and strength',
          description:
            'A time trial to set your training paces, and strength that carries into race training.',
          tasks: [
            'Run {q:0.6} easy and note your average pace at that easy effort',
            'Do 25 minutes of strength: step-ups, Romanian deadlifts, side planks and calf raises, three rounds',
            'Take a rest day before your time trial and lay out your running kit',
            'Run a 3 km (2-mile) time trial after a 15-minute warm-up, at the fastest even pace you can hold, and log the time',
            'Work out your easy, tempo and interval paces from your time-trial result with an online pace calculator',
            'Run a long run of {q:0.9} at an easy pace, taking a drink halfway',
          ],
        },
        {
          focus: 'Ready to start race training',
          description:
            'A lighter week, the base reviewed, and a 12-week race plan chosen to start on {ready}.',
          tasks: [
            'Run {q:0.5} easy on a flat route, then 6 relaxed strides of 20 seconds',
            'Do 20 minutes of strength with single-leg squats, lunges and calf raises, lighter than last week',
            'Check your running shoes and buy a new pair at a running shop now if they will not last 12 more weeks',
            'Compare your running log from week 1 with now: weekly distance, long run and easy pace',
            'Run an easy long run of {q:0.8}, a little shorter than last week',
            'Choose a 12-week race plan that fits your time-trial paces, and put its first run in your calendar on {ready}',
          ],
        },
      ],
    },
  },
  keyEvent: { week: 11, name: 'the race' },
  milestones: [
    {
      title: 'Build your running base',
      description:
        'Regular easy running, a first long run and the strength that keeps knees and calves sound.',
      weeks: [
        {
          focus: 'First easy kilometres',
          description: 'Three easy runs you could talk through, and a baseline to measure against.',
          tasks: [
            'Run {q:0.25} easy, slow enough to hold a conversation, and note your time',
            'Do 15 minutes of strength: 3 sets of 10 squats, 10 lunges a leg and 15 calf raises',
            'Take a rest day: walk for 20 minutes and stretch your calves and hamstrings',
            'Run {q:0.3} easy with 4 strides of 20 seconds at the end',
            'Check your shoes: over 600 km of wear, or sore feet, means a new pair from a running shop',
            'Go for your first long run of {q:0.4} at an easy pace, walking breaks allowed',
          ],
        },
        {
          focus: 'A steady rhythm',
          description: 'The same three runs at an easy effort, the long run a little longer.',
          tasks: [
            'Run {q:0.3} easy and keep your breathing relaxed the whole way',
            'Do 20 minutes of strength: squats, lunges, glute bridges and a 45-second plank, twice through',
            'Take a rest day and foam-roll or stretch your calves, quads and hips for 10 minutes',
            'Run {q:0.3} easy with 6 strides of 20 seconds at the end',
            'Write down the three days and times you run each week, and put them in your calendar',
            'Run your long run of {q:0.45} at an easy pace',
          ],
        },
        {
          focus: 'First speed session',
          description: 'Add one short session of faster running; keep everything else easy.',
          tasks: [
            'Run {q:0.3} easy',
            'Run intervals: 10 minutes easy, then 6 × 1 minute fast with 2 minutes easy between, 10 minutes easy',
            'Take a rest day: a 20-minute walk and 10 minutes of stretching',
            'Do 20 minutes of strength for runners: single-leg squats, step-ups and side planks',
            'Run {q:0.3} easy and note how your legs feel from 1 to 10',
            'Run your long run of {q:0.5}, the first half slower than the second',
          ],
        },
      ],
    },
    {
      title: 'Grow the long run',
      description:
        'The long run climbs toward the race distance; one quality session a week builds speed.',
      weeks: [
        {
          focus: 'Longer and steadier',
          description: 'The long run grows by about 10 %; intervals get a little longer.',
          tasks: [
            'Run {q:0.35} easy',
            'Run intervals: 10 minutes easy, 5 × 3 minutes at 10K effort with 2 minutes jogging, 10 minutes easy',
            'Take a rest day and sleep at least 8 hours',
            'Do 25 minutes of strength: squats, lunges, calf raises and planks, three rounds',
            'Run {q:0.3} easy with 6 strides',
            'Run your long run of {q:0.6}, taking water if it is over an hour',
          ],
        },
        {
          focus: 'Tempo running',
          description: 'A sustained, comfortably hard tempo run teaches race pace.',
          tasks: [
            'Run {q:0.35} easy',
            'Run a tempo: 10 minutes easy, 15 minutes comfortably hard, 10 minutes easy',
            'Take a rest day and stretch for 10 minutes',
            'Run {q:0.3} easy on a new route or a soft surface like a park path',
            'Do 20 minutes of strength and balance: single-leg deadlifts, step-ups and side planks',
            'Run your long run of {q:0.7} at an easy pace',
          ],
        },
        {
          focus: 'A lighter week',
          description: 'Less running so the body absorbs the work of the last weeks.',
          tasks: [
            'Run {q:0.25} easy',
            'Do 20 minutes of mobility: hips, hamstrings and calves',
            'Take a rest day',
            'Run {q:0.25} easy with 4 strides',
            'Try your race-day breakfast two hours before a run and note how it sits',
            'Run an easy long run of {q:0.55}',
          ],
        },
      ],
    },
    {
      title: 'Sharpen for race pace',
      description:
        'Longest runs and race-pace work: this is where the distance starts to feel possible.',
      weeks: [
        {
          focus: 'Race-pace intervals',
          description: 'Intervals at the pace you want on race day; the long run near its longest.',
          tasks: [
            'Run {q:0.35} easy',
            'Run intervals: 10 minutes easy, 4 × 5 minutes at goal race pace with 2 minutes jogging, 10 minutes easy',
            'Take a rest day',
            'Do 25 minutes of strength: squats, lunges, calf raises and planks',
            'Run {q:0.35} easy with 6 strides',
            'Run your long run of {q:0.8}, the last 10 minutes at goal race pace',
          ],
        },
        {
          focus: 'Longest run',
          description: 'The longest run of the plan, and a tempo at race effort.',
          tasks: [
            'Run {q:0.35} easy',
            'Run a tempo: 10 minutes easy, 20 minutes at goal race pace, 10 minutes easy',
            'Take a rest day and sleep at least 8 hours',
            'Run {q:0.3} easy',
            'Plan race day: start time, travel, kit, and what you eat the evening before',
            'Run your long run of {q:0.9} at an easy pace, practising drinks on the way',
          ],
        },
        {
          focus: 'Confidence run',
          description:
            'A dress rehearsal: race kit, race breakfast, race pace for a part of the run.',
          tasks: [
            'Run {q:0.35} easy',
            'Run intervals: 10 minutes easy, 3 × 8 minutes at goal race pace with 2 minutes jogging, 10 minutes easy',
            'Take a rest day',
            'Do 20 minutes of strength, lighter than usual',
            'Run {q:0.3} easy with 4 strides',
            'Run a dress rehearsal of {q:0.8} in race kit, after your race breakfast',
          ],
        },
      ],
    },
    {
      title: 'Taper and race',
      description: 'Less running, fresh legs, and the race itself.',
      weeks: [
        {
          focus: 'Taper begins',
          description:
            'About two thirds of your usual running; a little speed keeps the legs sharp.',
          tasks: [
            'Run {q:0.3} easy',
            'Run 10 minutes easy, 4 × 2 minutes at race pace with 2 minutes jogging, 10 minutes easy',
            'Take a rest day',
            'Run {q:0.25} easy with 4 strides',
            'Check your race kit: shoes worn in, socks, bib pick-up and the route to the start',
            'Run an easy long run of {q:0.6}',
          ],
        },
        {
          focus: 'Race week',
          description: 'Short easy runs, plenty of sleep, then race {q}.',
          tasks: [
            'Run {q:0.2} easy with 4 strides',
            'Take a rest day and sleep at least 8 hours',
            'Run 15 minutes easy with 3 strides, and lay out your kit',
            'Eat a familiar, carbohydrate-rich dinner and drink water through the day',
            'Pick up your race bib, pin it to your shirt and set two alarms',
            'Race {q}: start slower than feels right, then hold your pace',
          ],
        },
        {
          focus: 'Recover and look ahead',
          description: 'Easy movement while the legs recover, then the next goal.',
          tasks: [
            'Write down your race time and three things you learned from the race',
            'Walk or cycle easily for 30 minutes to help your legs recover',
            'Run {q:0.2} very easy, only if your legs feel fresh',
            'Take a rest day and stretch for 10 minutes',
            'Run {q:0.3} easy and enjoy it',
            "Compare your first week's notes with now: pace, distance and how the runs felt",
            'Choose your next race or distance, and the date you will run it',
          ],
        },
      ],
    },
  ],
  extras: [
    'Run 20 minutes easy on a soft surface',
    "Do 15 minutes of runner's strength: squats, lunges and calf raises",
    'Stretch your calves, hamstrings and hips for 10 minutes after a run',
    "Log this week's runs: distance, time and how each one felt",
  ],
  countermeasures: [
    {
      when: ['knee', 'shin', 'injur', 'hurt', 'pain', 'ache', 'joint'],
      tasks: [
        'Swap one run for 30 minutes of cycling or swimming to spare your legs',
        'Do 15 minutes of strength for the hips and glutes: side-lying leg raises, clamshells and bridges',
        "Keep this week's runs on grass or trails, and stop if the pain goes above 3 out of 10",
      ],
    },
    {
      when: ['weather', 'rain', 'cold', 'dark', 'winter', 'heat'],
      tasks: [
        'Lay out your running kit the night before, with a layer for the weather',
        'Pick a treadmill or an indoor track for the days the weather stops you',
      ],
    },
    {
      when: ['breath', 'out of shape', 'unfit', 'heavy', 'overweight'],
      tasks: ['Run with walking breaks: 3 minutes running, 1 minute walking, and call it a win'],
    },
  ],
  coachAdvice: {
    steady:
      'Keep most runs easy and let the long run do the work; add distance by about 10 % a week at most.',
    slipping:
      'Go back to three short, easy runs a week at fixed times: consistency beats any single long run.',
  },
  alternative: {
    title: 'Run-walk to the distance',
    description:
      'Reach the distance with planned walking breaks, a gentler way that many runners finish faster with.',
    weeks: [
      {
        focus: 'Run-walk rhythm',
        description: 'Intervals of running and walking, time on your feet before distance.',
        tasks: [
          'Run-walk 25 minutes: 2 minutes running, 1 minute walking',
          'Do 15 minutes of strength: squats, bridges and calf raises',
          'Take a rest day',
          'Run-walk 30 minutes: 3 minutes running, 1 minute walking',
          'Walk briskly for 40 minutes',
          'Run-walk {q:0.5} at an easy effort',
        ],
      },
      {
        focus: 'Longer running spells',
        description: 'The running spells grow, the walking breaks stay.',
        tasks: [
          'Run-walk 30 minutes: 4 minutes running, 1 minute walking',
          'Do 20 minutes of strength and mobility',
          'Take a rest day',
          'Run-walk 30 minutes: 5 minutes running, 1 minute walking',
          'Cycle or swim easily for 30 minutes',
          'Run-walk {q:0.7} at an easy effort',
        ],
      },
      {
        focus: 'The distance, run-walk',
        description: 'Cover the whole distance with the walking breaks you planned.',
        tasks: [
          'Run-walk 35 minutes: 6 minutes running, 1 minute walking',
          'Do 20 minutes of strength',
          'Take a rest day',
          'Run-walk 30 minutes at an easy effort',
          'Plan your walking breaks for the race: where and how long',
          'Run-walk {q} with your planned breaks',
        ],
      },
    ],
  },
};
