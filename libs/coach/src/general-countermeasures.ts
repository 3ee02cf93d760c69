import type { KindCountermeasure } from './goal-kind.js';

/**
 * What any coach does about the obstacles most people name, whatever the field, said of the
 * field (`{field}`: "endurance running", "your podcast"). A kind's own countermeasures come
 * first; these answer what it does not cover, once each.
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
      'Block two fixed slots for {field} in your calendar for next week, as you would a meeting',
      'Find 15 minutes you lose every day (scrolling, TV) and give them to {field} instead',
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
      "Make this week's first step of {field} so small it takes 2 minutes, and do it right after breakfast",
      'Put a tick on a wall calendar for every day you do something for {field}, and keep the chain going',
    ],
  },
  {
    when: ['tired', 'energy', 'exhaust', 'sleep'],
    tasks: ["Move this week's hardest task of {field} to the time of day you have the most energy"],
  },
  {
    when: ['money', 'afford', 'budget', 'expensive', 'cost'],
    notFor: ['money'],
    tasks: ['List what {field} needs this week and find a free or borrowed way to get each thing'],
  },
  {
    when: ['kid', 'child', 'family', 'partner', 'baby'],
    tasks: [
      'Agree with {person|your family} on two protected times a week that are yours for {field}',
    ],
  },
  {
    when: ['travel', 'away', 'trip'],
    tasks: ["Plan a 15-minute version of this week's key task of {field} that you can do anywhere"],
  },
  {
    when: ['phone', 'distract', 'social media', 'netflix', 'scroll'],
    tasks: ['Put your phone in another room for each session this week'],
  },
  {
    when: ['fear', 'afraid', 'confiden', 'anxi', 'nervous', 'doubt', 'perfect'],
    tasks: [
      'Write down the worst that could happen with {field} this week, and what you would do if it did',
    ],
  },
];
