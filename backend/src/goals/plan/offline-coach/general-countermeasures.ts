import type { KindCountermeasure } from './goal-kind.js';

/**
 * What any coach does about the obstacles most people name, whatever the field. A kind's own
 * countermeasures come first; these answer what it does not cover.
 */
export const GENERAL_COUNTERMEASURES: readonly KindCountermeasure[] = [
  {
    when: [
      'time',
      'busy',
      'schedule',
      'long work',
      'long day',
      'long hour',
      'overtime',
      'shift',
      'job',
    ],
    tasks: [
      'Block two fixed slots in your calendar for next week, as you would a meeting',
      'Find 15 minutes you lose every day (scrolling, TV) and give them to this instead',
    ],
  },
  {
    when: [
      'motivat',
      'lazy',
      'procrastinat',
      'give up',
      'quit',
      'consisten',
      'discipline',
      'lose interest',
    ],
    tasks: [
      "Make this week's first step so small it takes 2 minutes, and do it right after breakfast",
      'Put a tick on a wall calendar for every day you do something toward it, and keep the chain going',
    ],
  },
  {
    when: ['tired', 'energy', 'exhaust', 'sleep'],
    tasks: ["Move this week's hardest task to the time of day you have the most energy"],
  },
  {
    when: ['money', 'afford', 'budget', 'expensive', 'cost'],
    tasks: ['List what this week needs and find a free or borrowed way to get each thing'],
  },
  {
    when: ['kid', 'child', 'family', 'partner', 'baby'],
    tasks: [
      'Agree with {person|your family} on two protected times a week that are yours for this',
    ],
  },
  {
    when: ['travel', 'away', 'trip'],
    tasks: ["Plan a 15-minute version of this week's key task that you can do anywhere"],
  },
  {
    when: ['phone', 'distract', 'social media', 'netflix', 'scroll'],
    tasks: ['Put your phone in another room for the length of each session this week'],
  },
  {
    when: ['fear', 'afraid', 'confiden', 'anxi', 'nervous', 'doubt', 'perfect'],
    tasks: ['Write down the worst that could happen this week, and what you would do if it did'],
  },
];
