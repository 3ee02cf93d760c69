import type { GoalShape } from './goal-shape.js';

/**
 * Reaching a number (subscribers, money raised, sales, reviews) the way a growth coach builds it:
 * the baseline and the weekly rate the target needs, then two or three lead measures fully in
 * your hands (asks, posts, follow-ups a week) scored every week, one experiment a week tested
 * against the baseline, more of what moves the count and less of what does not, a dated final
 * push, and an honest gap report whenever the rate says the target is out of reach.
 */
export const numberShape: GoalShape = {
  id: 'number',
  label: 'Reach a number',
  field: 'shape',
  signals: [],
  notWhen: [],
  cues: {
    verbs: [
      'reach',
      'grow',
      'raise',
      'hit',
      'gain',
      'sell',
      'attract',
      'collect',
      'double',
      'triple',
      'increase',
      'boost',
      'surpass',
      'exceed',
      'amass',
      'accumulate',
      'rack up',
      'get to',
      'top',
      'fundraise',
    ],
    objects: [
      'subscriber',
      'follower',
      'sale',
      'review',
      'donation',
      'signup',
      'member',
      'customer',
      'download',
      'view',
      'reader',
      'listener',
      'rating',
      'order',
      'supporter',
      'visitor',
      'backer',
      'pledge',
    ],
    decisive: ['collect', 'raise', 'fundraise'],
  },
  lexicon: [
    'baseline',
    'rate',
    'lever',
    'experiment',
    'metric',
    'count',
    'number',
    'gap',
    'ask',
    'test',
    'tally',
    'source',
    'outreach',
    'partner',
    'push',
    'follow',
  ],
  measure: {
    kind: 'amount',
    units: ['*'],
    default: 100,
    step: 1,
    range: [1, 100000000],
    pace: { by: 'needed' },
  },
  milestones: [
    {
      title: 'Know the gap to {q}',
      description:
        'Where the count stands today, the rate a week that reaches {q}, and the few actions that move it.',
      weeks: [
        {
          focus: 'Count where you stand',
          description: 'The honest starting number and where the last ones came from.',
          tasks: [
            "Write down today's count for {thing|the project} and the date, from the one source you will check every week",
            'Trace the last 20 that came in for {thing|the project}, such as sign-ups, sales or gifts, and tally them by source',
            "Work out your weekly rate for {thing|the project}: the gap between today's count and {q}, divided by the 12 weeks of the plan",
            'Compare that weekly rate with what you gained in the last month, and write the difference in one line',
            'Set up a one-page metric sheet for {thing|the project}: a row a week for the count, the actions you took and one note',
            'Write the weekly number you need for {q} at the top of the metric sheet for {thing|the project}, beside your baseline',
          ],
        },
        {
          focus: 'Choose the levers',
          description:
            'Two or three actions fully in your hands that move the count, each with a number a week.',
          tasks: [
            'List every action that has ever moved the count for {thing|the project}, and mark the three that brought the most',
            'Turn those three levers for {thing|the project} into process goals with a number a week each, such as posts, asks or follow-ups',
            'Look at three people or groups who reached a number like {q} and note the one lever each relied on most',
            'Block the time for each lever of {thing|the project} in your calendar for next week, with a day and a time',
            'Do the first round of your main lever for {thing|the project} and log how many you did',
            "Hit this week's process goals for {thing|the project} and record the count on your metric sheet",
          ],
        },
        {
          focus: 'The first experiment',
          description:
            'One change tested for a week against your baseline, the rest kept the same.',
          tasks: [
            'Write one experiment for {thing|the project} as a sentence: "If I change X, the weekly count rises by Y"',
            'Keep your other levers for {thing|the project} at their usual number this week so the experiment is the only change',
            "Run the experiment on {thing|the project} for the full week and log each day's result",
            'Ask five people who already back {thing|the project} what brought them in, and note their exact words',
            "Do this week's outreach in full, your set number of asks, posts or follow-ups, ticking them off one by one",
            "Compare the week's count for {thing|the project} with your weekly rate and write the gap, up or down, in one honest line",
          ],
        },
      ],
    },
    {
      title: 'Test the levers toward {q:0.25}',
      description:
        'One experiment a week on what moves the count, measured against the rate, until {q:0.25} is in.',
      weeks: [
        {
          focus: 'Test a new source',
          description: 'Try one source you have not used, at a small size, and measure it.',
          tasks: [
            'Pick one source you have never used for {thing|the project} and plan a small test of it this week',
            'Run the new source for 5 days at a size you can keep up, and tag each one it brings to {thing|the project}',
            'Keep your main lever for {thing|the project} at its weekly number while the test runs',
            'Write the ask for {thing|the project} in two versions and use each on half of the people you contact',
            'Count the replies each version of the ask brought and keep the winner',
            "Record the week's count for {thing|the project} and the result of each test on your metric sheet",
          ],
        },
        {
          focus: 'A shorter path to yes',
          description: 'Make the step from interest to a yes shorter, and see if the count moves.',
          tasks: [
            'Go through the path someone takes to say yes to {thing|the project}, and count the steps and clicks',
            'Remove or shorten one step on that path, and note on your metric sheet the date you changed it',
            'Follow up with everyone who showed interest in {thing|the project} but did not act, with one short message each',
            'Thank each person who came in for {thing|the project} this week with one personal line',
            "Run this week's experiment on {thing|the project} and keep every other lever the same",
            'Compare the count for {thing|the project} before and after the shorter path, and keep the change only if it moved the number',
          ],
        },
        {
          focus: 'A quarter of the way',
          description: 'Drop what did not move the number and mark the first quarter.',
          tasks: [
            'Rank every lever and test so far for {thing|the project} by how much each moved the count per hour spent',
            'Drop the lever at the bottom of the ranking and give its time to the top lever for {thing|the project}',
            'Write an honest gap report for {thing|the project}: the count, the rate you now need for {q}, and whether the plan still reaches it',
            'Ask {person|someone who reached a similar number} to read your gap report and suggest one change',
            'Share the progress of {thing|the project} so far with the people who helped, with the count',
            'Reach {q:0.25} for {thing|the project} and note which lever brought the most',
          ],
        },
      ],
    },
    {
      title: 'Scale what moves the count',
      description:
        'More of the levers that moved the count, less of the rest, and the rate checked every week.',
      weeks: [
        {
          focus: 'More of the best lever',
          description: 'Raise the top lever by about half and see if the count follows.',
          tasks: [
            'Raise the weekly number of your top lever for {thing|the project} by about half, such as 6 asks instead of 4',
            'Batch the work of the top lever into two fixed sessions of {min:45} so the extra volume fits',
            'Write three templates or scripts for the top lever of {thing|the project} so each round takes less time',
            'Keep a weekly tally of actions and results side by side for {thing|the project}',
            'Check the count for {thing|the project} mid-week and adjust the second half of the week if the rate is behind',
            "Hit the raised number of your top lever for {thing|the project} and enter the week's result on your metric sheet",
          ],
        },
        {
          focus: 'Ask for a multiplier',
          description: 'One person or group who can bring many at once.',
          tasks: [
            'List five people, groups or partners who could bring many at once to {thing|the project}',
            'Write a short request to each about {thing|the project}, saying exactly what you ask and why it helps them',
            'Send the five requests for {thing|the project} and note the date of each on your metric sheet',
            'Follow up once, politely, on any request still without a reply after 4 days',
            'Keep your top lever for {thing|the project} at its raised number while the requests are out',
            "Log what each request brought for {thing|the project}, and the week's count against your rate",
          ],
        },
        {
          focus: 'Halfway check',
          description: 'The count against the rate, and an honest call on the rest of the plan.',
          tasks: [
            'Compare the last three weeks of the count for {thing|the project} with the weekly rate you need',
            'Write the gap report for {thing|the project}: the count, the new rate needed for {q}, and the one lever that would close the gap',
            'Cut one activity that took time but did not move the number',
            'Run one bold experiment on {thing|the project} this week, twice the size of the earlier tests',
            'Ask three supporters of {thing|the project} to bring in one more each, and tell them exactly how',
            'Reach {q:0.5} for {thing|the project}, or write down the honest reachable number if the rate says otherwise',
          ],
        },
      ],
    },
    {
      title: 'Final push to {q}',
      description:
        'The strongest levers at full volume, one dated push and an honest review of what reached the number.',
      weeks: [
        {
          focus: 'Plan the push',
          description: 'A dated push of one or two weeks with a clear reason to act now.',
          tasks: [
            'Set a dated push for {thing|the project}: a two-week window with a reason to act now, such as a deadline or a milestone',
            'Write the message for the push of {thing|the project} in three lines: the count so far, the number left to reach {q} and the one thing to do',
            'List everyone who has helped or shown interest in {thing|the project}, and mark who to ask first',
            'Schedule your posts, asks or calls for the push on fixed days',
            'Line up {person|a friend} to share the push for {thing|the project} on its first day',
            'Run your top lever at its full weekly number and record the count for {thing|the project}',
          ],
        },
        {
          focus: 'The push',
          description: 'Every lever at its highest number, counted daily.',
          tasks: [
            'Open the push with your message to everyone on your list for {thing|the project}',
            'Check the count for {thing|the project} every evening this week and post the progress where supporters see it',
            'Follow up once with everyone who opened or replied about {thing|the project} but has not acted yet',
            'Ask your top supporters of {thing|the project} to pass the last-days message on to three people each',
            'Send a same-day thank-you to everyone the push brought in, one line each',
            'Close the push for {thing|the project} on the date you set and record the final count',
          ],
        },
        {
          focus: 'Review the number',
          description: 'What reached the count, what did not, and what keeps it growing.',
          tasks: [
            'Record the final count for {thing|the project} and compare it with your baseline from week 1',
            'Write an honest review of the 12 weeks for {thing|the project}: which levers moved the number, which did not, and how many hours each took',
            'Thank {person|the people who helped} by name and tell them the final count',
            'Choose the one lever you keep running each week for {thing|the project} after the plan, and put it in your calendar',
            'Work out the date {thing|the project} reaches {q} at the current rate, or the next number after it, and write it on your metric sheet',
            'Share the result of {thing|the project} with everyone who helped, with the final count and what comes next',
          ],
        },
      ],
    },
  ],
  extras: [
    'Do one extra round of your top lever for {thing|the project} and log what it brought',
    "Update the metric sheet for {thing|the project} with this week's count and actions",
    'Send three follow-ups to people who showed interest in {thing|the project} but did not act yet',
    'Write one new version of your ask and test it on the next five people',
    'Thank three people who helped {thing|the project} this week, each by name',
    "Check where this week's new ones came from and tally them by source",
    'Spend {min:20} cutting one step from the path to a yes for {thing|the project}',
  ],
  countermeasures: [
    {
      when: ['busy', 'time', 'schedul', 'long day', 'long hour', 'shift', 'overtime'],
      tasks: [
        'If a week gets too busy for every lever, then do only your top lever at its weekly number and skip the rest',
        'If sessions keep slipping, then batch a week of posts or asks for {thing|the project} into one {min:60} block on your freest day',
      ],
    },
    {
      when: ['motivat', 'lazy', 'give up', 'consisten', 'disciplin', 'slow', 'stuck', 'plateau'],
      tasks: [
        'If the count stalls for two weeks, then keep your process numbers at target and change just one lever for a week',
        'If progress feels slow, then chart the weekly count for {thing|the project} since week 1 and judge the trend, not the day',
      ],
    },
    {
      when: [
        'fear',
        'afraid',
        'confiden',
        'anxi',
        'nervous',
        'shy',
        'awkward',
        'embarrass',
        'reject',
      ],
      tasks: [
        'If asking feels awkward, then write the ask for {thing|the project} word for word and send the first three before noon',
        'If a no stings, then count every ask on your tally as a win, whatever the answer, and aim for a set number of noes a week',
      ],
    },
    {
      when: ['money', 'afford', 'cost', 'expens', 'budget', 'cash', 'ad spend'],
      tasks: [
        'If you cannot pay for ads or tools, then put that time into the free levers for {thing|the project}: direct asks, partners and follow-ups',
      ],
    },
    {
      when: ['kid', 'child', 'famil', 'partner', 'husband', 'wife', 'parent', 'baby'],
      tasks: [
        'If evenings belong to family, then do your asks for {thing|the project} in a fixed 20-minute slot before the day starts',
      ],
    },
    {
      when: ['tire', 'energy', 'exhaust', 'sleep', 'fatigue', 'burn'],
      tasks: [
        'If your energy is low, then do the lightest lever first, such as follow-ups, and save new outreach for your best hour',
      ],
    },
    {
      when: ['ignor', 'respon', 'repl', 'algorithm', 'views', 'engage', 'nobody', 'no one'],
      tasks: [
        'If people do not reply, then shorten the ask for {thing|the project} to two lines with one clear next step, and follow up once after 4 days',
        'If a channel brings nothing for three weeks, then drop it from your levers and move its time to the source with the best count',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep your process numbers steady and change only one lever a week; read the count weekly, not daily.',
    slipping:
      'Go back to the one lever that moved the count most, at a number you can keep, and write an honest gap report before adding anything new.',
  },
  alternative: {
    title: 'Borrow bigger audiences',
    description:
      'Instead of many small levers, reach {q} through a few partners who already have the people: features, collaborations and shared pushes.',
    weeks: [
      {
        focus: 'Find the partners',
        description: 'People and groups whose audience would care, and an offer for each.',
        tasks: [
          'List 15 people, groups or outlets whose audience would care about {thing|the project}',
          'Rank the 15 by how close their people are to the backers of {thing|the project} and how likely a yes is',
          'Study the top five: what they share, when, and how others have partnered with them',
          'Write a short offer for each of the top five: what you ask and what they get for helping {thing|the project}',
          'Send the first five offers for {thing|the project} and log the date on your metric sheet',
          'Follow up on each offer after 4 days and log the replies for {thing|the project}',
        ],
      },
      {
        focus: 'The first partner push',
        description: 'One partner shares with their people, and you count what it brings.',
        tasks: [
          'Agree the date, message and link for the first partner push for {thing|the project}',
          'Prepare what the partner needs to share {thing|the project}: a ready-made post, an image or a short text they can send',
          'Send five more offers to the next names on your list',
          'Tag what comes from each partner so the count for {thing|the project} shows its source',
          'Thank the partner the same day with the count the push brought for {thing|the project}',
          'Run the first partner push for {thing|the project} and record the count before and after',
        ],
      },
      {
        focus: 'Again with the best',
        description: 'A second push with the partner that worked, and new names for the rest.',
        tasks: [
          'Rank the partners by what each push brought for {thing|the project}',
          'Ask the best partner for a second push of {thing|the project} and offer something in return',
          'Drop the partners who brought nothing and send offers to three new names',
          'Write a gap report for {thing|the project}: the count, the number left to {q} and the pushes still to come',
          'Line up two partner pushes for {thing|the project} in the next two weeks, each with a date',
          "Run the second partner push for {thing|the project} and record the week's count on your metric sheet",
        ],
      },
    ],
  },
};
