import type { KindMilestone } from './goal-kind.js';

/**
 * The weeks after a key event that a date in the goal brought forward (the race in week 8, the
 * street party in January): first a look back and what to keep, then a steady rhythm and the
 * next step. Written for any kind with a `keyEvent`, so they name it through `{event}` only.
 * The kind's own weeks after its key week (a race's recovery week) come before these.
 */
export const AFTER_EVENT: readonly [KindMilestone, KindMilestone] = [
  {
    title: 'After {event}: look back and keep what worked',
    description:
      'The days after {event}: rest, write down what it took and what it taught you, and choose the habits you keep.',
    weeks: [
      {
        focus: 'Rest and look back',
        description: 'A quiet week: rest first, then put what happened at {event} on paper.',
        tasks: [
          'Take a day off after {event}: no tasks, only a note of how you feel',
          'Write down in one line how {event} went, with its date',
          'List three things that went well with {event} and one you would do differently',
          'Thank the people who helped you prepare for {event}, by message or in person',
          'Keep one reminder of {event} where you will see it, such as a photo or a note',
          'Write a one-page review of {event}: what you did, what it took and what you learned',
        ],
      },
      {
        focus: 'Keep what worked',
        description:
          'Of everything that got you to {event}, choose the one or two habits worth keeping.',
        tasks: [
          'List the habits that carried you to {event}, each in one line',
          'Mark the one or two of them you want to keep, and why',
          'Put each kept habit in your calendar for the next four weeks, on fixed days',
          'Drop one task you only did for {event}, on purpose, and note the time it frees',
          'Tell {person|a friend} which habit you are keeping after {event}',
          'Do each kept habit on its day this week and tick it off',
        ],
      },
      {
        focus: 'The next step',
        description: 'Choose what follows {event} and give it a date, while the habits are fresh.',
        tasks: [
          'If {event} did not go as you hoped, book the next try first; else write down three things you could do next',
          'Choose one of them and write its date at the top of a page',
          'Spend one hour finding out what it takes: one article, one video or one conversation',
          'Keep your kept habits on their days, ticking each one off',
          'Share the next step and its date with {person|a friend}',
          'Take the first small step toward it, and note the date you did',
        ],
      },
    ],
  },
  {
    title: 'Build on {event}',
    description:
      'The habits that got you to {event}, kept at a pace you can hold, and the next step started.',
    weeks: [
      {
        focus: 'A steady rhythm',
        description: 'The kept habits on their days, at a pace you could hold for months.',
        tasks: [
          'Check the kept habits in your calendar for this week and move any that clash',
          'Do each kept habit on its day, even in a shorter version',
          'Note each evening in one line how the day went',
          'Make one habit a little easier to start: lay things out the night before',
          'Read your review of {event} again and use one of its lessons this week',
          'End the week with a 15-minute look at what you kept and what you missed',
        ],
      },
      {
        focus: 'The next step, week by week',
        description: 'The next step gets its own small weekly goal beside the kept habits.',
        tasks: [
          'Write this week’s one goal for the next step in a single line',
          'Block two sessions for the next step in your calendar',
          'Do the first session for the next step and note what you did',
          'Keep each kept habit on its day and tick it off',
          'Ask {person|a friend} to check in with you at the end of the week',
          'Do the second session for the next step and note what comes after it',
        ],
      },
      {
        focus: 'Look back on the 90 days',
        description: 'The plan ends: what it built, what you keep and what comes next.',
        tasks: [
          'Count how many tasks you ticked off since {event}, and the weeks you kept your habits',
          'Write down the one habit you are proudest of keeping',
          'Keep each kept habit on its day and tick it off',
          'Choose the next step’s goal for the coming 90 days, with its date',
          'Share what these 90 days built with {person|a friend}',
          'Write a half-page review of the 90 days: {event}, what you kept and what comes next',
        ],
      },
    ],
  },
];
