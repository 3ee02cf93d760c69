import type { GoalShape } from './goal-shape.js';

/**
 * A trek, a long hike, a climb or a multi-day ride the way a trekking guide prepares for it: the
 * route, stages, permits and bookings first, scheduled backwards from the start date; a walking
 * base with a long walk that grows about 10 % a week and a lighter week to absorb it; then
 * specific training, back-to-back days with the real pack and boots on hills and terrain like
 * the route's; and last a full kit shakedown, a taper week for fresh legs, and the start.
 */
export const tripShape: GoalShape = {
  id: 'trip',
  label: 'Take on a trek',
  field: 'shape',
  signals: [],
  notWhen: [],
  cues: {
    verbs: [
      'hike',
      'trek',
      'climb',
      'walk',
      'cycle',
      'bike',
      'ride',
      'summit',
      'backpack',
      'bikepack',
      'traverse',
      'cross',
      'ascend',
      'scale',
      'tramp',
      'ramble',
      'paddle',
      'thru-hike',
    ],
    objects: [
      'trail',
      'mountain',
      'peak',
      'summit',
      'route',
      'pass',
      'camino',
      'pilgrimage',
      'trek',
      'volcano',
      'ridge',
      'coast',
      'glacier',
      'expedition',
      'hut',
      'path',
      'island',
      'valley',
    ],
    decisive: ['trek', 'hike'],
  },
  lexicon: [
    'route',
    'walk',
    'pack',
    'boot',
    'hill',
    'kit',
    'stage',
    'climb',
    'descent',
    'map',
    'permit',
    'blister',
    'taper',
    'trail',
    'terrain',
    'hik',
    'leg',
    'trek',
  ],
  keyEvent: { week: 12, name: 'the trip' },
  milestones: [
    {
      title: 'Fix the route and the dates',
      description:
        'The route, its stages, permits and bookings, a training calendar counted back from the start, and the first long walks.',
      weeks: [
        {
          focus: 'Route and dates',
          description: 'The route, its stages and the dates, checked against what it asks of you.',
          tasks: [
            'Settle the route of {thing|the trek}, with its start, finish and any variant, and write its total distance, climb and number of days',
            'Split {thing|the trek} into daily stages and note the longest day in km and metres of climb',
            'Fix your start and end dates for {thing|the trek} and check the season, daylight and usual weather on the route for them',
            'Find out which permits, passes or guides {thing|the trek} needs, and when each one opens for booking',
            'Walk for 60 minutes at a steady pace and note the distance and how your feet and legs feel',
            'Write a one-page plan for {thing|the trek}: route, stages, dates, permits and the date each must be booked by',
          ],
        },
        {
          focus: 'Book and count back',
          description:
            'The bookings that fill up first, and a training calendar counted back from the start date.',
          tasks: [
            'Book or apply for the permits {thing|the trek} needs, starting with the one that fills up first',
            'Book travel to the trailhead and back from the finish of {thing|the trek}, or note the date you will',
            'Book or list the nights on {thing|the trek}: huts, campsites or rooms, stage by stage',
            'Count back from the start date of {thing|the trek} and mark your longest training walk, your pack weekend and your taper week in the calendar',
            'Walk briskly for 40 minutes on two days this week, taking in any hills near you',
            'Go on a long walk of 2 hours at an easy, steady pace, the first long walk for {thing|the trek}, and log the distance and any sore spots',
          ],
        },
        {
          focus: 'Kit list and boots',
          description:
            'What you already have, what you still need, and boots that start to fit your feet.',
          tasks: [
            'Make a kit list for {thing|the trek} and mark each item as owned, to borrow or to buy',
            'Wear the boots you will take on {thing|the trek}, with hiking socks, on a 60-minute walk and note any rubbing or pressure',
            'Do 15 minutes of strength for hiking: step-ups, squats, calf raises and a plank',
            'Walk for 45 minutes with 5 kg in the daypack you plan to carry on {thing|the trek}',
            'Study the map of the first stage of {thing|the trek}: the climbs, the water points and the ways off the route',
            'Go on a long walk of 2 hours 15 minutes in your boots, about 10 % longer than last week, on ground like {thing|the trek}',
          ],
        },
      ],
    },
    {
      title: 'Time on your feet',
      description:
        'Regular walks, strength for the legs and a long walk that grows about 10 % a week, with a lighter week to absorb it.',
      weeks: [
        {
          focus: 'A steady walking week',
          description: 'Two weekday walks, leg strength and a longer walk with a light pack.',
          tasks: [
            'Walk briskly for 45 minutes on two weekdays, choosing a route with a hill like those of {thing|the trek} when you can',
            'Do 20 minutes of leg strength for {thing|the trek}: step-ups on a stair, lunges, calf raises and side planks',
            'Check the longest stage of {thing|the trek} and work out how many hours it takes at the pace of your last long walk',
            'Take one item from your kit list for {thing|the trek} on each walk this week and note how it works',
            'Stretch your calves, hamstrings and hips for 10 minutes after your longest walk',
            'Go on a long walk of 2.5 hours with 5 kg in your pack and log the distance against the longest stage of {thing|the trek}',
          ],
        },
        {
          focus: 'Hills',
          description:
            'Climb and descent, because steep ground tires the legs faster than distance.',
          tasks: [
            'Find the total climb of the hardest day of {thing|the trek} and a local hill or stairs you can train on',
            'Walk 45 minutes with hill repeats for the climbs of {thing|the trek}: 3 minutes up a steep slope or stairs, easy back down, 5 times',
            'Do 20 minutes of leg strength with a slow lowering: step-downs, split squats and single-leg calf raises',
            'Practise the descent for 15 minutes with short steps and soft knees, with poles if you will take them on {thing|the trek}',
            'Check the permits and bookings for {thing|the trek} and chase any still waiting for an answer',
            'Go on a long walk of 2 hours 45 minutes with 6 kg in your pack and the most climb you can find, to rehearse the hills of {thing|the trek}',
          ],
        },
        {
          focus: 'A lighter week',
          description:
            'Less walking so the legs absorb the work, and a close look at your feet and kit.',
          tasks: [
            'Walk easily for 40 minutes on two days this week, so your legs absorb the training for {thing|the trek}',
            'Check your feet after each walk and treat any hot spot before it becomes a blister',
            'Test your socks, liners and blister kit for {thing|the trek} on one of the easy walks',
            'Weigh each item of kit you will carry on {thing|the trek} and strike out anything you can leave behind',
            'Do 15 minutes of mobility for the hips, calves and ankles that will carry you down the descents of {thing|the trek}',
            'Go on an easier long walk of 2 hours on mixed terrain and note how the pack sits for {thing|the trek}',
          ],
        },
      ],
    },
    {
      title: 'Back-to-back days in the real kit',
      description:
        'Long days in a row with the full pack and boots, on terrain like the route, so the second day feels familiar.',
      weeks: [
        {
          focus: 'The real pack',
          description: 'Full pack weight, real boots, and the first two long days in a row.',
          tasks: [
            'Pack your bag for {thing|the trek} to its real weight, water and food included, and weigh it',
            'Walk 60 minutes with the full pack for {thing|the trek} on a weekday, taking in a hill',
            'Do 20 minutes of strength for carrying: step-ups, pack deadlifts, planks and shoulder rolls',
            'Adjust the hip belt and shoulder straps after the first hour and note where the pack for {thing|the trek} rubs',
            'Go on a long walk of 3 hours with the full pack on terrain like the first stage of {thing|the trek}',
            'Walk 2 hours with the full pack the next day, back to back as on {thing|the trek}, and log how your legs and feet feel',
          ],
        },
        {
          focus: 'Terrain of the route',
          description:
            'Practise on ground like the route: rough paths, steep steps, mud or rock, wherever it applies.',
          tasks: [
            'List the three hardest kinds of terrain on {thing|the trek}, such as scree, mud, steps or snow, and find the nearest ground like each',
            'Walk 60 minutes with the full pack on the nearest ground like the hardest terrain of {thing|the trek}',
            'Practise navigation for {thing|the trek} on one walk: follow the route on the map or app and find your position three times',
            'Do 20 minutes of balance and strength: single-leg stands, step-downs and side lunges',
            'Eat and drink on the walk exactly as you plan to on {thing|the trek}, and note what sits well',
            'Go on a long walk of 3 hours 15 minutes on rough, hilly terrain like {thing|the trek} with the full pack and log the climb',
          ],
        },
        {
          focus: 'The big weekend',
          description:
            'Your hardest training: two long days in a row in full kit, as close to a real stage as you can.',
          tasks: [
            'Plan a weekend of two long walks in a row on ground like {thing|the trek}, with transport and a backup route',
            'Walk 45 minutes of hill repeats on a weekday with the pack you will carry on {thing|the trek}',
            'Check the forecast and pack for the big weekend exactly as you will for {thing|the trek}',
            'Go on a long walk of 3.5 hours with the full pack and the most climb of the plan, as on the hardest day of {thing|the trek}',
            'Log your pace per hour, the water you drank and any hot spots from the first walk',
            'Walk 3 hours with the full pack the day after, and compare your pace with the longest stage of {thing|the trek}',
          ],
        },
      ],
    },
    {
      title: 'Shake down, taper and go',
      description:
        'A full kit shakedown, a lighter week so your legs are fresh, and the start of the trip.',
      weeks: [
        {
          focus: 'Kit shakedown',
          description:
            'A long day or a night out with every item you will carry, to find what fails before the route does.',
          tasks: [
            'Lay out every item for {thing|the trek} on the floor, tick it off against your kit list and weigh the packed bag',
            'Test the kit for {thing|the trek} you have not used yet: stove, water filter, head torch, waterproofs, charger or repair kit',
            'Walk 60 minutes in the waterproofs or sun gear {thing|the trek} will need',
            'Check the final bookings and permits for {thing|the trek} and save copies offline',
            'Do 15 minutes of leg strength, lighter than usual',
            'Go on a shakedown walk of 4 hours, or a night out if {thing|the trek} has them, with every item packed, and note each one that fails or stays unused',
          ],
        },
        {
          focus: 'Taper week',
          description: 'About half the walking, fresh legs, and every last detail sorted.',
          tasks: [
            'Fix or replace every item that failed on the shakedown, and pack the bag for {thing|the trek} for the last time',
            'Walk easily for 30 minutes on two days without the pack, and nothing longer this close to {thing|the trek}',
            'Leave the route, stages and dates of {thing|the trek} with {person|someone at home}, with the times you will check in',
            'Save the map of every stage of {thing|the trek} offline and note the emergency number and the ways off the route',
            'Sleep at least 8 hours on three nights and keep leg strength work light',
            'Go on an easy walk of 90 minutes in your boots with a light pack to keep your legs fresh before {thing|the trek}',
          ],
        },
        {
          focus: 'Set off',
          description: 'Travel to the start, walk the first stages and log each day.',
          tasks: [
            'Check the forecast for the first stages of {thing|the trek} and adjust your layers and water',
            'Travel to the start of {thing|the trek} with your pack, boots and documents checked the night before',
            'Start the first stage of {thing|the trek} slower than feels right, and eat or drink every hour',
            'Check your feet at each stop and tape any hot spot straight away, before it becomes a blister',
            'Write three lines each evening on {thing|the trek}: the stage, how your body felt and what to change for the next day',
            'Set off on {thing|the trek} and finish the first full stage at your training pace, with your kit and plan',
          ],
        },
      ],
    },
  ],
  extras: [
    'Walk briskly for 30 minutes with a hill and your daypack for {thing|the trek}',
    'Do 15 minutes of leg strength for hiking: step-ups, squats and calf raises',
    'Spend {min:20} studying the map of one stage of {thing|the trek}: climbs, water and ways off',
    'Wear your boots for {thing|the trek} on a 45-minute walk to keep them and your feet used to each other',
    'Weigh your pack for {thing|the trek} and take out one item you can do without',
    'Check one booking or permit for {thing|the trek} and note its confirmation',
    'Stretch your calves, hips and hamstrings for 10 minutes after the longest walk of the week',
  ],
  countermeasures: [
    {
      when: ['busy', 'time', 'schedul', 'long day', 'long hour', 'shift', 'overtime', 'job'],
      tasks: [
        'If a weekday walk gets squeezed out, then walk 20 minutes of your commute or lunch break with your daypack on',
        'If a weekend is taken, then split the long walk into two shorter walks on back-to-back days',
      ],
    },
    {
      when: ['motivat', 'lazy', 'give up', 'consisten', 'disciplin', 'bor', 'lose interest'],
      tasks: [
        'If the training walks start to feel dull, then plan the next long walk on a new trail and look at photos of {thing|the trek} before you set off',
        'If you miss a week of walks, then repeat the last week you finished instead of jumping ahead',
      ],
    },
    {
      when: ['fear', 'afraid', 'confiden', 'anxi', 'nervous', 'doubt', 'height', 'scare', 'worr'],
      tasks: [
        'If the hardest stage of {thing|the trek} worries you, then walk a local stretch with a similar climb twice and note your time each go',
        'If heights or steep drops make you nervous, then practise on a short, safe steep trail with {person|a friend} and turn back at a point you choose',
      ],
    },
    {
      when: ['money', 'afford', 'cost', 'expens', 'budget', 'cash'],
      tasks: [
        'If buying kit is out of reach, then borrow or hire the big items for {thing|the trek} and spend only on boots and socks that fit',
      ],
    },
    {
      when: ['kid', 'child', 'famil', 'partner', 'husband', 'wife', 'parent', 'baby'],
      tasks: [
        'If family plans fill the weekend, then turn one long walk into a family walk with your pack on and add 30 minutes alone at the end',
      ],
    },
    {
      when: ['tire', 'energy', 'exhaust', 'sleep', 'fatigue'],
      tasks: [
        'If you are too tired for the long walk, then walk half of it at an easy pace and do the other half the next day',
      ],
    },
    {
      when: ['knee', 'ankle', 'blister', 'injur', 'pain', 'hurt', 'sore', 'hip', 'foot', 'feet'],
      tasks: [
        'If a knee or an ankle hurts, then swap the hill repeats for flat walks and strength for a week, and use poles on every descent',
        'If blisters start, then wear thin liner socks under your hiking socks and tape the spot before each walk',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep the long walk growing by about 10 % a week with the real pack and boots; back-to-back days matter more than one huge walk.',
    slipping:
      'Go back to three walks a week at a length you can finish, and repeat the last full week before the long walk grows again.',
  },
  alternative: {
    title: 'A mini trek first',
    description:
      'Rehearse with a short trip of two or three days near home, then fix what it taught you before the real route.',
    weeks: [
      {
        focus: 'Plan the mini trek',
        description: 'A short route near home with terrain like the real one.',
        tasks: [
          'Choose a two- or three-day route near home with terrain like {thing|the trek}',
          'Book or plan the nights and the transport for the mini trek',
          'Pack for the mini trek from the same kit list you made for {thing|the trek}',
          'Walk an hour on hilly ground with the full pack for {thing|the trek}',
          'Do 20 minutes of leg strength: step-ups, lunges and calf raises',
          'Go on a long walk of 3 hours in the kit for {thing|the trek}, as a warm-up for the mini trek',
        ],
      },
      {
        focus: 'Walk the mini trek',
        description: 'Two or three days in a row, logged like the real thing.',
        tasks: [
          'Check the forecast and leave your mini trek route with {person|someone at home}',
          'Walk day one of the mini trek at the pace you plan for {thing|the trek}',
          'Log each evening what {thing|the trek} will ask of you too: hours walked, climb, water, food and hot spots',
          'Walk day two on tired legs, as you will on {thing|the trek}',
          'Note every kit item you did not use and every one you missed',
          'Finish the mini trek and write down its three biggest lessons for {thing|the trek}',
        ],
      },
      {
        focus: 'Fix and recover',
        description: 'Change the kit and the stages from what the mini trek showed.',
        tasks: [
          'Drop, swap or add the kit the mini trek showed, and re-weigh the pack for {thing|the trek}',
          'Take three easy 30-minute walks to recover',
          'Rework the stages of {thing|the trek} if your pace on the mini trek was slower than planned',
          'Treat any blister spots and try a different sock or lacing for {thing|the trek} on a short walk',
          'Spend 15 minutes loosening your legs: hip circles, calf stretches and ankle rolls',
          'Go on a long walk of 2 hours with the new pack and check that the fixes for {thing|the trek} work',
        ],
      },
    ],
  },
};
