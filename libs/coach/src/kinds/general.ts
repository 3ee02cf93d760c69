import type { GoalKind } from '../goal-kind.js';

/**
 * The fallback for goals of no known kind and no shape ("Be a better listener", "Get married to
 * Sam next summer", "Finish my thesis"), written on the Rubicon model of action phases: decide
 * (what done looks like, why it matters, a first step taken), plan (the steps in order, and an
 * if-then plan for each obstacle the person named), act (fixed sessions on fixed days, the
 * hardest step early) and evaluate (show it, review it, choose the next 90 days).
 * `{doing}` names the goal as an activity ("getting married to Sam next summer", "finishing your
 * thesis"), so most tasks read as written for it; `{thing}` is left out, since the object of a
 * general goal can be a person's name. No field's words and no money: the goal could be anything.
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
      title: 'Decide what done looks like',
      description:
        'What {doing|your goal} looks like when it is done, why it matters to you, and a first step taken.',
      weeks: [
        {
          focus: 'Picture done',
          description: 'What done looks like on day 90, in words you can check.',
          tasks: [
            'Write three sentences on what {doing|your goal} will look like on day 90, each one something you could check',
            'Write down in one sentence why {doing|your goal} matters to you now',
            'List what you already have for {doing|your goal}, starting with {resource|the time and help you have}',
            'Mark the sentence of the three that matters most, and note how you will know it is true',
            'Block two {min:45} sessions for {doing|your goal} in your calendar for next week, each with a day and a time',
            'Take the smallest first step toward {doing|your goal} today, in under {min:20}',
          ],
        },
        {
          focus: 'Weigh it and commit',
          description:
            'What it brings, what it asks of you, and a commitment you can read every day.',
          tasks: [
            'Write the three best things {doing|your goal} will bring you, and the one thing it will ask you to give up',
            'Rate from 1 to 10 how much you want it and how sure you are that you can do it, and write what would raise the lower number by one',
            'Find two people, guides or videos that show how others went about {doing|your goal}, and note one lesson from each',
            'Work your first {min:45} session on {doing|your goal} and note what took longer than expected',
            'Tell {person|a friend} why {doing|your goal} matters to you and the date you aim to be done',
            'Write your commitment to {doing|your goal} in one line, with the date of day 90, and put it where you see it every day',
          ],
        },
        {
          focus: 'The first real step',
          description: 'A checklist of done, and the first step chosen, taken and learned from.',
          tasks: [
            'Turn your three sentences into a checklist for {doing|your goal}: three to five things that will be true when it is done',
            'Choose the first real step of {doing|your goal}, one you can finish in one session, and write it so a stranger would know what to do',
            'Set up your workspace or your notes so a session can start within 2 minutes',
            'Work a {min:45} session on that first step of {doing|your goal}, with nothing else open',
            'Write down what you will say no to for the next 90 days to make room for {doing|your goal}',
            'Complete the first step of {doing|your goal} and note in one line what it showed you about the rest',
          ],
        },
      ],
    },
    {
      title: 'Plan the steps and the snags',
      description:
        'The steps from here to done in order, and an if-then plan for each obstacle you named.',
      weeks: [
        {
          focus: 'Map the steps',
          description:
            'Every step between here and done, in order, each small enough for one session.',
          tasks: [
            'Break {doing|your goal} into 8 to 12 steps on one page, in the order they must happen',
            'Put a week beside each step of {doing|your goal} so the last one lands before day 90',
            'Mark the hardest step of {doing|your goal} and move it as early in the order as it can go',
            'Mark each step as know-how, time or help from others, and write who could help with the ones that need it',
            'Work a {min:45} session on the next step of {doing|your goal}',
            'Set up a one-page tracker for {doing|your goal}: each step, its week, its status and the date you finished it',
          ],
        },
        {
          focus: 'If-then plans',
          description:
            'The obstacles you named when you set the goal, each with a plan for when it strikes.',
          tasks: [
            'List the obstacles you named for {doing|your goal}, and any other that has stopped you before',
            'For each obstacle, write an if-then plan: "If it happens, then I will…", with one action that takes under 5 minutes',
            'Choose the obstacle most likely to hit {doing|your goal} this week and put its if-then plan where you will see it',
            'Work a {min:45} session on {doing|your goal} and note any obstacle that showed up, with the time it hit',
            'Ask {person|a friend} to check in on {doing|your goal} once a week, on a set day',
            'Work a {min:60} session on the step of {doing|your goal} you most want to avoid, with your if-then plans beside you',
          ],
        },
        {
          focus: 'Fix the when and where',
          description: 'Fixed sessions on fixed days, each week planned before it starts.',
          tasks: [
            'Choose two fixed times a week for {doing|your goal}, each with a day, an hour and a place',
            'Write each session as a when-where plan for {doing|your goal}: "On Tuesday at 7, at the kitchen table, I will…"',
            'Prepare what the next three sessions need, so each one can start within 2 minutes',
            'Work a {min:45} session on the next step of {doing|your goal} and tick it off your tracker',
            'Review six weeks of {doing|your goal}: steps done, steps left, and whether day 90 still holds',
            'Cut or simplify one step of {doing|your goal} so the finish stays in reach, and update your tracker',
          ],
        },
      ],
    },
    {
      title: 'Act in fixed sessions',
      description:
        'Steady sessions on fixed days, the hardest step first, and progress you can see.',
      weeks: [
        {
          focus: 'The hardest step first',
          description: 'Start the step that matters most while you are fresh.',
          tasks: [
            'Split the hardest step of {doing|your goal} into parts of one session each',
            'Work a {min:60} session on the first part of that step of {doing|your goal}, at the time of day you work best',
            'Work a {min:45} session on the second part of the hardest step',
            'Write down one question about {doing|your goal} you are stuck on, and who could answer it',
            'Ask {person|someone who has done it} that question and note the answer',
            'Complete the hardest step of {doing|your goal}, or the part you planned for this week, and tick it off your tracker',
          ],
        },
        {
          focus: 'Show the work',
          description: 'Show where you are to someone, and use what they say.',
          tasks: [
            'Work a {min:60} session on the next step of {doing|your goal}',
            'Show {person|a friend} where {doing|your goal} stands so far and ask for one thing to change',
            'Write down the three most useful things they said',
            'Work a {min:45} session on the first of those three',
            'Keep both fixed sessions for {doing|your goal} this week, whatever else happens, and tick each one on your tracker',
            'Count the steps of {doing|your goal} done so far against the weeks gone, and write one line on what speeds you up',
          ],
        },
        {
          focus: 'Clear the blockers',
          description: 'Deal with what has been slowing you down, and keep the sessions.',
          tasks: [
            'List what has slowed you down on {doing|your goal} so far, and one fix for each',
            'Work a {min:60} session on a step of {doing|your goal} you have been avoiding',
            'Get the material, know-how or help the next steps of {doing|your goal} need',
            'Update your if-then plans for {doing|your goal} with any new obstacle you met this month',
            'Work a {min:45} session on the next step of your list',
            'Make the last-steps list for {doing|your goal}: every step left, each small enough for one session, each with its week',
          ],
        },
      ],
    },
    {
      title: 'Show it, review it, look ahead',
      description:
        'The last steps done, the result shown to the people who helped, an honest review, and the next 90 days chosen.',
      weeks: [
        {
          focus: 'Last steps',
          description: 'The last-steps list done, and checked against what done looks like.',
          tasks: [
            'Work a {min:60} session on the last-steps list for {doing|your goal}',
            'Check where {doing|your goal} stands against the three sentences you wrote in week 1, and mark each one met or not yet',
            'Fix the one thing that would bother you most if you left it',
            'Work a {min:45} session on the steps of {doing|your goal} that need help from others, with that help lined up',
            'Tell {person|a friend} the day you will show them the result of {doing|your goal}',
            'Complete the last item on the last-steps list for {doing|your goal} and tick it off your tracker',
          ],
        },
        {
          focus: 'Show it',
          description: 'The result shown to the people who helped, and marked.',
          tasks: [
            'Show the result of {doing|your goal} to {person|the people who helped}, and ask what they noticed',
            'Thank the people who helped with {doing|your goal}, by name',
            'Write down what worked, what did not and what you would do differently',
            'Put one sign of the result somewhere you will see it every day',
            'Compare the result of {doing|your goal} with the commitment line you wrote in week 2, and note the gap, if any',
            'Celebrate what these 90 days did for {doing|your goal} with the people who helped, in a way you pick this week',
          ],
        },
        {
          focus: 'The next 90 days',
          description: 'An honest review, what keeps it going, and the next goal chosen.',
          tasks: [
            'Count the sessions you kept and the steps of {doing|your goal} you finished over the 90 days',
            'Decide what {doing|your goal} still needs each week, if anything, and put it in your calendar as a standing session',
            'Write down three goals for the next 90 days that build on {doing|your goal}',
            'Choose one of the three and put its first session in your calendar, with a day and a time',
            'Take its first step in under {min:20}',
            'Write a one-page review of {doing|your goal}: what done was meant to be, what is done, what you learned and the next 90 days',
          ],
        },
      ],
    },
  ],
  extras: [
    'Work a {min:30} session on the next step of {doing|your goal}',
    'Update your tracker for {doing|your goal}: steps done and steps left',
    'Write down the next three steps of {doing|your goal}, each small enough for one session',
    'Take 10 minutes to put your notes and materials in order so the next session starts fast',
    'Reread your if-then plans for {doing|your goal} before your next session',
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
          'Choose the one part of {doing|your goal} that would make the biggest difference',
          'Sprint day 1: work {min:90} on that part of {doing|your goal}, with nothing else open',
          'Sprint day 2: work {min:90} on it',
          'Sprint day 3: work {min:60} and finish that part of {doing|your goal}',
          'Take a full day off from it',
          'Write down what the sprint finished for {doing|your goal} and what the next sprint takes on',
        ],
      },
      {
        focus: 'Second sprint',
        description: 'The next part, the same way.',
        tasks: [
          'Choose the next part of {doing|your goal} for this sprint',
          'Sprint day 1: work {min:90} on it',
          'Sprint day 2: work {min:90} on it, starting with the hardest bit',
          'Sprint day 3: work {min:60} and finish this part of {doing|your goal}',
          'Show the two finished parts of {doing|your goal} to {person|a friend}',
          'Take a full day off, then write down what the sprint taught you about {doing|your goal}',
        ],
      },
      {
        focus: 'Sprint to a whole',
        description: 'Join the parts and close the biggest gap.',
        tasks: [
          'Join the finished parts of {doing|your goal} into one whole',
          'Sprint day 1: work {min:90} on the biggest gap left in {doing|your goal}',
          'Sprint day 2: work {min:90} on the next gap',
          'Sprint day 3: work {min:60} and smooth the joins between the parts',
          'Review what the sprints finished for {doing|your goal} compared with the weekly sessions before',
          'Decide whether to keep sprinting on {doing|your goal} or go back to weekly sessions',
        ],
      },
    ],
  },
};
