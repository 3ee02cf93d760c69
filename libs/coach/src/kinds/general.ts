import type { GoalKind } from '../goal-kind.js';

/**
 * The fallback for goals of no known kind (a canoe, a family reunion, a habit of their own):
 * how a coach runs any project — define done, map the steps, do the first one early, work in
 * fixed sessions, show the work to someone, review every few weeks, and finish on purpose.
 * `{doing}` names the goal as an activity, so the plan reads as written for it.
 */
export const GENERAL_KIND_DATA: GoalKind = {
  id: 'general',
  label: 'Personal project',
  field: 'general',
  signals: [],
  notWhen: [],
  lexicon: ['session', 'step', 'milestone', 'review', 'progress', 'checklist', 'draft', 'deadline'],
  milestones: [
    {
      title: 'Define done and map the way',
      description:
        'What finished looks like, the steps between here and there, and a first step taken.',
      weeks: [
        {
          focus: 'Picture the finish',
          description: 'Write down what done looks like and what you already have.',
          tasks: [
            'Write three sentences on what {doing} will look like when it is done on day 90',
            'List everything you already have for {thing|the project}, starting with {resource|the tools and time you have}',
            'Break {thing|the project} into 8 to 12 steps on one page, in the order they must happen',
            'Do the smallest step on the list today, in under {min:20}',
            'Block two {min:45} sessions in your calendar for next week',
            'Tell {person|a friend} about {thing|the project} and when you will show them progress',
          ],
        },
        {
          focus: 'Learn from people who did it',
          description: 'Find out how others went about it, and what tripped them up.',
          tasks: [
            'Find two people, guides or videos that show how others went about {doing}',
            'Write down three mistakes they made that you will avoid',
            'Work one {min:45} session on the first step of {thing|the project}',
            'Mark each step of your list as know-how, money, time or help from others',
            'Work a second {min:45} session and note what took longer than expected',
            'Update the step list for {thing|the project} with what you learned this week',
          ],
        },
        {
          focus: 'A routine that holds',
          description: 'Fixed sessions on fixed days, and a simple way to see progress.',
          tasks: [
            'Set up a one-page tracker for {thing|the project}: each step, its status and the date you finished it',
            'Work a {min:45} session and tick off what you finished',
            'Set up your workspace so a session can start within 2 minutes',
            'Work a {min:60} session on the hardest step of {thing|the project} you have put off',
            'Review three weeks: steps done, steps left, and one change to how you work',
            "Plan next week's sessions with a day and a time for each",
          ],
        },
      ],
    },
    {
      title: 'Do the hard middle',
      description: 'The steps that take the most work, done in steady sessions.',
      weeks: [
        {
          focus: 'The biggest step',
          description: 'Start the step that matters most while your energy is high.',
          tasks: [
            'Split the biggest step of {thing|the project} into parts of one session each',
            'Work a {min:60} session on the first part',
            'Work a {min:45} session on the second part',
            'Write down one question about {thing|the project} you are stuck on and who could answer it',
            'Ask {person|someone who has done it} that question',
            'Tick off what you finished and move the rest to next week',
          ],
        },
        {
          focus: 'Show the work',
          description: 'Show what you have to someone and use what they say.',
          tasks: [
            'Work a {min:60} session on the next step of your list',
            'Show what you have of {thing|the project} so far to {person|a friend} and ask what is unclear',
            'Write down the three most useful things they said',
            'Work a {min:45} session on the first of those three',
            'Work a {min:45} session on the next step of your list',
            'Update your tracker and count the steps done',
          ],
        },
        {
          focus: 'Clear the blockers',
          description: 'Deal with what has been slowing you down.',
          tasks: [
            'List what has slowed {thing|the project} down so far and one fix for each',
            'Work a {min:60} session on a step you have been avoiding',
            'Get the money, material or help the next steps of {thing|the project} need',
            'Work a {min:45} session on the next step of your list',
            'Review six weeks: what is done, what is left, and whether day 90 still holds',
            'Cut or simplify one step so the finish stays in reach',
          ],
        },
      ],
    },
    {
      title: 'Bring it together',
      description: 'The parts come together into something whole you can use or show.',
      weeks: [
        {
          focus: 'First whole version',
          description: 'A rough but complete version of {doing}.',
          tasks: [
            'Work a {min:60} session joining what you have into one rough, complete version',
            'Write down the five biggest gaps in that version of {thing|the project}',
            'Work a {min:45} session on the biggest gap',
            'Work a {min:45} session on the second gap',
            'Try the whole thing as someone else would and note what fails',
            "Plan next week's sessions around the gaps that are left",
          ],
        },
        {
          focus: 'Fix and improve',
          description: 'Close the gaps, one session at a time.',
          tasks: [
            'Work a {min:60} session on the next gap on your list',
            'Ask {person|a friend} to try {thing|the project} and tell you one thing to change',
            'Work a {min:45} session on what they said',
            'Work a {min:45} session on the next gap',
            'Tick off every gap you closed in your tracker',
            'Write down what is left before you can call {thing|the project} done',
          ],
        },
        {
          focus: 'Finishing list',
          description: 'Everything between now and done, on one short list.',
          tasks: [
            'Make the finishing list for {thing|the project}: every task left, each small enough for one session',
            'Work a {min:60} session on the first items of the finishing list',
            'Work a {min:45} session on the hardest item of the finishing list',
            'Set the date in the last week when you will call {thing|the project} done',
            'Work a {min:45} session on the next items of the finishing list',
            'Review nine weeks and write down what you are proudest of',
          ],
        },
      ],
    },
    {
      title: 'Finish and keep it going',
      description: 'Finish on purpose, mark it, and decide what comes next.',
      weeks: [
        {
          focus: 'Last steps',
          description: 'The finishing list, done.',
          tasks: [
            'Work a {min:60} session on the finishing list',
            'Work a {min:45} session on the items of the finishing list that need help from others',
            'Check {thing|the project} against the three sentences you wrote in the first week',
            'Fix the one thing that would bother you most if you left it',
            'Work a {min:45} session on what is left',
            'Tell {person|a friend} the date you will finish',
          ],
        },
        {
          focus: 'Done',
          description: 'Call it finished and mark it.',
          tasks: [
            'Finish the last task on your list',
            'Show or share {thing|the project} with {person|the people who helped}',
            'Thank the people who helped, by name',
            'Write down what worked, what did not and what you would do differently',
            'Put the result somewhere you will see it',
            'Celebrate finishing {doing} in a way you chose in advance',
          ],
        },
        {
          focus: 'What comes next',
          description: 'Keep what you built and choose the next step.',
          tasks: [
            'Decide what keeping {thing|the project} going needs each week, if anything',
            'Put that in your calendar as a standing session',
            'Write down three things you could do next, building on {thing|the project}',
            'Choose one and write its first step',
            'Do that first step in under {min:20}',
            'Review the 90 days and note the habits you want to keep',
          ],
        },
      ],
    },
  ],
  extras: [
    'Work a {min:30} session on the next step of your list',
    'Update your tracker: steps done and steps left',
    'Write down the next three steps, each small enough for one session',
    'Spend 10 minutes tidying your notes and materials so the next session starts fast',
  ],
  countermeasures: [],
  coachAdvice: {
    steady:
      'Keep your fixed sessions and review your step list every Sunday: steady sessions finish projects.',
    slipping:
      'Shrink each session to 20 minutes on fixed days, and restart with the smallest step on your list.',
  },
  alternative: {
    title: 'Sprint in short bursts',
    description: 'Short, intense sprints of a few days each, with a rest between.',
    weeks: [
      {
        focus: 'First sprint',
        description: 'Three days of focused work on one part, then a day off.',
        tasks: [
          'Choose the one part of {doing} that would make the biggest difference',
          'Sprint day 1: work {min:90} on it with your phone in another room',
          'Sprint day 2: work {min:90} on it',
          'Sprint day 3: work {min:60} and finish that part',
          'Take a full day off from it',
          'Write down what the sprint finished and what the next sprint takes on',
        ],
      },
      {
        focus: 'Second sprint',
        description: 'The next part, the same way.',
        tasks: [
          'Choose the next part for this sprint',
          'Sprint day 1: work {min:90} on it',
          'Sprint day 2: work {min:90} on it',
          'Sprint day 3: work {min:60} and finish it',
          'Show the two finished parts to {person|a friend}',
          'Take a full day off from it',
        ],
      },
      {
        focus: 'Sprint to a whole',
        description: 'Join the parts and close the biggest gap.',
        tasks: [
          'Join the finished parts into one whole',
          'Sprint day 1: work {min:90} on the biggest gap',
          'Sprint day 2: work {min:90} on the next gap',
          'Sprint day 3: work {min:60} and tidy up',
          'Review what the sprints finished compared with the weekly sessions before',
          'Decide whether to keep sprinting or go back to weekly sessions',
        ],
      },
    ],
  },
};
