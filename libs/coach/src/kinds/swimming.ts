import type { GoalKind } from '../goal-kind.js';

/**
 * Swimming a distance without stopping, from a few hundred metres to a few kilometres: three pool
 * sessions a week, each opening with drills (kick, glide, side breathing, catch-up) for the
 * stroke; repeats that lengthen while the rests shorten; one continuous swim a week that grows
 * toward the distance; shoulder work on land; a lighter week, then a test swim of the whole
 * distance. Distances are shares of the goal's in metres (1,000 m when it names none; goals in
 * kilometres or lengths also get that default, since one rounding step cannot serve all three).
 */
export const swimming: GoalKind = {
  id: 'swimming',
  label: 'Swimming',
  field: 'fitness',
  signals: [
    'swim',
    'swimming',
    'learn to swim',
    'swim lap',
    'swim length',
    'freestyle',
    'front crawl',
    'breaststroke',
    'backstroke',
    'butterfly stroke',
    'open water',
    'open water swim',
    'swimming pool',
    'channel swim',
    'english channel',
    'swim the channel',
  ],
  notWhen: [
    'save for',
    'save up for',
    'swim in debt',
    'swim in money',
    'sink or swim',
    'swimwear',
    'swimsuit',
    'swimming pool business',
    'build a swimming pool',
    'teach my',
    'teach kid',
    'teach child',
  ],
  lexicon: [
    'swim',
    'freestyle',
    'stroke',
    'kick',
    'float',
    'breath',
    'drill',
    'length',
    'pool',
    'streamline',
    'turn',
    'glide',
    'catch',
    'backstroke',
    'breaststroke',
    'shoulder',
    'band',
    'wall',
    'pace',
    'goggles',
    'open water',
    'sighting',
    'lane',
    'rest',
    'warm up',
    'plank',
  ],
  measure: {
    kind: 'amount',
    units: ['m', 'meter', 'metre', 'km', 'kilometer', 'kilometre'],
    default: 1000,
    step: 50,
    range: [100, 10000],
  },
  milestones: [
    {
      title: 'Breathing and body position',
      description:
        'Drills for a flat body, relaxed breathing and a steady kick, with short repeats between them.',
      weeks: [
        {
          focus: 'Where you start',
          description:
            'A first test of your longest swim, and the drills for breathing and gliding.',
          tasks: [
            'Swim as many lengths of freestyle as you can without stopping, at an easy pace, and log the number',
            'Do {min:30} of drills: 4 × 25 m kicking with a float, 4 push-and-glides with your face in the water, breathing out through your nose',
            'Take a rest day and do 10 minutes of shoulder mobility: arm circles, band pull-aparts and a doorway chest stretch',
            'Swim 8 × {q:0.05} freestyle with 30 seconds rest, breathing out steadily underwater',
            'Practise side breathing: 6 × 25 m side-kick with one arm forward, rolling your head to breathe',
            'Take a rest day',
            'Swim 6 × {q:0.05} with 30 seconds rest, then 4 × 25 m easy backstroke to finish',
          ],
        },
        {
          focus: 'Breathing every three strokes',
          description: 'Breathing to both sides keeps the stroke even; the repeats stay short.',
          tasks: [
            'Warm up with 4 × 25 m easy, then swim 6 × {q:0.05} breathing every 3 strokes, 30 seconds rest',
            'Do dryland work for swimming: 3 sets of 12 band pull-aparts, 10 push-ups and a 30-second plank',
            'Do drills: 4 × 25 m catch-up freestyle and 4 × 25 m fingertip drag, reaching long with each stroke',
            'Take a rest day',
            'Log each session in a swim diary: distance, longest swim without stopping, and the drill that felt hardest',
            'Swim {q:0.15} without stopping at an easy pace, counting your strokes per length',
          ],
        },
        {
          focus: 'Kick and streamline',
          description:
            'A stronger kick and a tight streamline off the wall, and the longest swim so far.',
          tasks: [
            'Kick 6 × 25 m with a float, then 4 × 25 m streamline kick on your back with arms overhead',
            'Swim 8 × {q:0.05} freestyle with 20 seconds rest',
            'Take a rest day and stretch your shoulders, chest and ankles for 10 minutes',
            'Swim 4 × {q:0.1} with 30 seconds rest, breathing every 3 strokes',
            'Ask {person|a friend or the lifeguard} to film 25 m of your freestyle from the side, and check head and hip position',
            'Swim {q:0.2} without stopping, the longest swim so far, at an easy pace',
          ],
        },
      ],
    },
    {
      title: 'Longer repeats, shorter rests',
      description:
        'Repeats of 100 m and more with less rest between them: the endurance for a long swim, built in pieces.',
      weeks: [
        {
          focus: 'Even-paced repeats',
          description: 'Longer repeats, each one swum in the same time as the last.',
          tasks: [
            'Warm up with 4 × 25 m drills, then swim 6 × {q:0.1} freestyle with 30 seconds rest, holding the same time for each',
            'Do dryland work: 3 sets of 12 band pull-aparts, 10 push-ups and 12 superman holds',
            'Take a rest day',
            'Do drills 4 × 25 m catch-up and 4 × 25 m single-arm freestyle, then swim {q:0.2} easy',
            'Take a rest day and stretch your shoulders and chest for 10 minutes',
            'Swim {q:0.3} without stopping at an easy, steady pace',
          ],
        },
        {
          focus: 'Turns and timing',
          description: 'Timed repeats, and turns at the wall that keep you moving.',
          tasks: [
            'Swim 4 × {q:0.15} with 30 seconds rest, timing each one with the pool clock',
            'Practise 10 turns at the wall, open or tumble, pushing off in a tight streamline each time',
            'Take a rest day and do 10 minutes of shoulder mobility',
            'Swim 10 × {q:0.05} at a strong pace with 30 seconds rest, then 4 × 25 m easy backstroke',
            'Do dryland work: 3 sets of 12 band external rotations, 10 push-ups and a 40-second plank',
            'Swim {q:0.35} without stopping, breathing every 3 strokes where you can',
          ],
        },
        {
          focus: 'Shorter rests',
          description:
            'The same repeats with less rest: the step between pieces and one long swim.',
          tasks: [
            'Swim 5 × {q:0.15} freestyle with 20 seconds rest, holding your time',
            'Take a rest day',
            'Do drills: 4 × 25 m catch-up and 4 × 25 m fist swimming, then 4 × {q:0.1} with 15 seconds rest',
            'Do dryland work: 3 sets of 12 band pull-aparts, 10 push-ups and 12 superman holds',
            'Take a rest day and stretch your shoulders, chest and lats for 10 minutes',
            'Swim {q:0.4} without stopping at an easy pace, turning without standing up, and compare it with week 1',
          ],
        },
      ],
    },
    {
      title: 'Build the continuous swim',
      description:
        'The weekly long swim grows to four fifths of the distance, at a pace you can hold to the end.',
      weeks: [
        {
          focus: 'Half the distance',
          description: 'Long repeats and a continuous swim of half the distance.',
          tasks: [
            'Swim 3 × {q:0.25} with 30 seconds rest, the last one a little faster',
            'Take a rest day and do 10 minutes of shoulder mobility',
            'Do drills: 6 × 25 m catch-up, then 8 × {q:0.05} at a strong pace with 20 seconds rest',
            'Do dryland work: 3 sets of 12 band external rotations, 10 push-ups and a 45-second plank',
            'Take a rest day',
            'Swim {q:0.5} without stopping, settling into a rhythm of long, relaxed strokes',
          ],
        },
        {
          focus: 'Pace you can hold',
          description: 'Find your pace per 100 m and swim the long swim at it.',
          tasks: [
            'Swim {q:0.2} at the fastest pace you can hold, timed, and work out your time per 100 m',
            'Take a rest day',
            'Swim 2 × {q:0.35} with 45 seconds rest at that pace plus 5 seconds per 100 m',
            'Do drills: 4 × 25 m single-arm freestyle and 4 × 25 m fingertip drag',
            'Do dryland work: 3 sets of 12 band pull-aparts, 10 push-ups and 12 superman holds',
            'Swim {q:0.65} without stopping at your steady pace, checking the pool clock every few lengths',
          ],
        },
        {
          focus: 'Longest training swim',
          description:
            'Four fifths of the distance without stopping, the second half as fast as the first.',
          tasks: [
            'Swim 4 × {q:0.2} with 20 seconds rest at your steady pace',
            'Take a rest day and stretch your shoulders, chest and lats for 10 minutes',
            'Do drills: 6 × 25 m catch-up, then 6 × {q:0.05} at a strong pace with 20 seconds rest',
            'Take a rest day',
            'Log your time and stroke count for the long swim in your swim diary',
            'Swim {q:0.8} without stopping, the second half as fast as the first',
          ],
        },
      ],
    },
    {
      title: 'Swim the distance',
      description: 'A rehearsal near the full distance, a lighter week, then the test swim.',
      weeks: [
        {
          focus: 'Dress rehearsal',
          description: 'Nine tenths of the distance at the pace you will test at.',
          tasks: [
            'Swim 3 × {q:0.25} with 20 seconds rest at your steady pace',
            'Take a rest day',
            'Do drills: 4 × 25 m catch-up, then practise sighting: lift your eyes forward every 6 strokes for 4 × 25 m',
            'Do dryland work: 3 sets of 12 band external rotations and a 45-second plank',
            'Check your goggles, cap and swimsuit, and replace anything that leaks or rubs',
            'Swim {q:0.9} without stopping at the pace you plan for the test swim',
          ],
        },
        {
          focus: 'Lighter week',
          description: 'Less swimming and some speed, so you start the test swim fresh.',
          tasks: [
            'Swim 4 × {q:0.1} with 30 seconds rest at your test pace',
            'Take a rest day',
            'Do drills: 6 × 25 m catch-up and 4 × 25 m streamline kick',
            'Take a rest day and sleep at least 8 hours',
            'Plan the test swim: pool and lane times, and {person|a friend} or a lap counter to count your lengths',
            'Swim {q:0.5} without stopping, easy and relaxed',
          ],
        },
        {
          focus: 'Test swim',
          description: 'The whole distance without stopping, then a look at how far you came.',
          tasks: [
            'Swim 6 × {q:0.05} easy with 30 seconds rest to loosen up',
            'Take a rest day',
            'Swim {q:0.2} easy with 4 × 25 m drills, nothing hard',
            'Plan your next swim goal: a longer distance, a faster time or an open-water event',
            'Take a rest day and lay out your goggles, cap and swimsuit',
            'Swim {q} without stopping at your steady pace, counting your lengths, and log the time next to week 1',
          ],
        },
      ],
    },
  ],
  extras: [
    'Do 8 × 25 m kick with a float, 20 seconds rest between',
    'Do 3 sets of 12 band pull-aparts and 12 band external rotations for your shoulders',
    'Practise 10 streamline push-offs from the wall, gliding as far as you can',
    'Do 4 × 25 m catch-up freestyle and 4 × 25 m fingertip drag',
    'Swim 4 × 25 m easy backstroke to loosen your shoulders after a session',
  ],
  countermeasures: [
    {
      when: [
        'breath',
        'out of breath',
        'panic',
        'water in',
        'swallow',
        'deep water',
        'afraid of water',
      ],
      tasks: [
        'Stand in the shallow end and do 20 bobs: breathe in above the water, blow all the air out through your nose below it',
        'Swim only 25 m repeats this week, breathing every 2 strokes, with 30 seconds rest at the wall',
      ],
    },
    {
      when: ['shoulder', 'neck', 'injur', 'pain', 'hurt'],
      tasks: [
        'Swap half of each session for kick sets with a float and easy backstroke to rest your shoulders',
        'Do 3 sets of 15 band external rotations and band pull-aparts on 3 days this week',
      ],
    },
    {
      when: ['crowd', 'busy pool', 'lane', 'opening hour', 'pool time', 'no pool'],
      tasks: [
        "Find the pool's quietest lane-swim times and book them into your week",
        'Swap one pool session for 20 minutes of dryland work: band pull-aparts, push-ups and planks',
      ],
    },
    {
      when: ['open water', 'cold water', 'wetsuit', 'sea swim', 'ocean', 'lake'],
      tasks: [
        'Practise sighting in the pool: lift your eyes forward every 6 strokes for 8 × 25 m',
        'Do a first open-water swim of 10 minutes in a wetsuit with {person|a friend} and a tow float',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep opening every session with drills and let the continuous swim grow a little each week; smooth beats fast.',
    slipping:
      'Go back to two short pool sessions a week of drills and 25 m repeats: time in the water keeps the stroke.',
  },
  alternative: {
    title: 'Stroke count before distance',
    description:
      'A technique-first way in the Total Immersion style: fewer strokes per length first, distance later.',
    weeks: [
      {
        focus: 'Balance and glide',
        description: 'Drills that make the body float flat, so each stroke carries you further.',
        tasks: [
          'Count your strokes for 25 m of freestyle at an easy pace, three times, and note the lowest',
          'Do {min:30} of balance drills: 6 × 25 m side-glide kicking with one arm forward, head still',
          'Take a rest day and do 10 minutes of shoulder mobility',
          'Do 6 × 25 m skate drill: glide on your side for 3 kicks between each stroke',
          'Log your best stroke count for 25 m in your swim diary',
          'Swim 8 × 25 m freestyle trying to take 1 stroke fewer per length, 20 seconds rest',
        ],
      },
      {
        focus: 'Quiet, long strokes',
        description: 'Longer repeats, holding the lower stroke count.',
        tasks: [
          'Do 6 × 25 m catch-up freestyle and 4 × 25 m fingertip drag',
          'Swim 6 × 50 m at your lowest stroke count, 20 seconds rest',
          'Take a rest day',
          'Do 4 × 25 m skate drill and 4 × 25 m single-arm freestyle',
          'Swim 4 × 100 m at your lowest stroke count plus 1, 30 seconds rest',
          'Swim {q:0.3} without stopping, counting strokes on every fourth length',
        ],
      },
      {
        focus: 'Distance at your stroke count',
        description: 'The long swim grows while the stroke count holds.',
        tasks: [
          'Do 6 × 25 m skate drill and 4 × 25 m catch-up freestyle',
          'Swim 4 × {q:0.15} at your stroke count plus 1, 20 seconds rest',
          'Take a rest day and stretch your shoulders and chest for 10 minutes',
          'Swim 8 × 50 m, counting strokes and keeping each length within 1 stroke of your best',
          'Compare your stroke count now with the first week in your swim diary',
          'Swim {q:0.5} without stopping, checking your stroke count every 100 m',
        ],
      },
    ],
  },
};
