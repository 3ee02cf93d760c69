import type { RefinementReason } from '@goalcoach/contracts';

/**
 * The offline planner's material: four phases of three weeks, each week with a focus and five
 * tasks. `{goal}`, `{why}`, `{vision}`, `{resources}`, `{obstacle}`, `{style}` and `{change}`
 * are replaced by the user's own words.
 */
export interface OfflinePhase {
  title: string;
  description: string;
  weeks: { focus: string; description: string; tasks: string[] }[];
}

/** The plan's first task, and the one daily action it starts with. */
export const FIRST_DAILY_ACTION =
  'Spend 15 minutes writing down what "{goal}" will look like on day 90';

export const OFFLINE_PHASES: readonly OfflinePhase[] = [
  {
    title: 'Lay the foundation',
    description: 'Get clear on "{goal}", set up your routine and take the first small steps.',
    weeks: [
      {
        focus: 'Get clear on your goal',
        description: 'Picture the result, remember why it matters and take stock of what you have.',
        tasks: [
          FIRST_DAILY_ACTION,
          'Write a short note to yourself on why this matters: "{why}"',
          'List what you already have to work with: {resources}',
          'Block recurring time in your calendar that suits how you work: {style}',
          'Write down the obstacle most likely to stop you ({obstacle}) and one way past it',
        ],
      },
      {
        focus: 'Set up for success',
        description: 'Learn from others, break the goal into steps and make starting easy.',
        tasks: [
          'Research how others achieved "{goal}" and note 3 ideas to try',
          'Break "{goal}" into the skills or steps it needs and rank them',
          'Set up your space and tools so that starting takes under 2 minutes',
          'Do a first 20-minute practice session toward "{goal}"',
          'Tell one person about your goal and ask them to check in on you',
        ],
      },
      {
        focus: 'Build your first routine',
        description: 'Turn good intentions into sessions that happen on schedule.',
        tasks: [
          "Plan next week's sessions around how you work best: {style}",
          'Create a simple tracker for your daily progress',
          'Do a focused 30-minute session and log what you did',
          'Write down what success looks like to you: {vision}',
          'Review your first three weeks and adjust the plan',
        ],
      },
    ],
  },
  {
    title: 'Build momentum',
    description: 'Work on the hard parts, grow your sessions and prepare for setbacks.',
    weeks: [
      {
        focus: 'Tackle the hard part',
        description: 'Face the most difficult step early, with a fallback for bad days.',
        tasks: [
          'Pick the hardest step on your list and schedule it first this week',
          'Make each session 10 minutes longer than last week',
          'Prepare a fallback for when this shows up: {obstacle}',
          'Practice the core skill of "{goal}" for 30 minutes',
          'Write down one win from this week',
        ],
      },
      {
        focus: 'Go deeper',
        description: 'Use your resources and people around you to improve faster.',
        tasks: [
          'Use what you have ({resources}) to go deeper on one skill',
          'Ask someone with experience for feedback on your progress',
          'Research one technique that would make you faster and try it',
          'Create a checklist for your routine so it runs on autopilot',
          'Reflect on your reason ("{why}") and note how it feels now',
        ],
      },
      {
        focus: 'Show your progress',
        description: 'Produce something visible that proves how far you have come.',
        tasks: [
          'Do a 45-minute session on your main step',
          'Remove one distraction that cost you time this month',
          'Plan a small result you can show someone by the end of the week',
          'Finish the small result and share it',
          'Review weeks 4-6: keep what worked and drop what did not',
        ],
      },
    ],
  },
  {
    title: 'Level up',
    description: 'Stretch beyond your comfort zone, get feedback and measure real progress.',
    weeks: [
      {
        focus: 'Stretch yourself',
        description: 'Set a higher target and work on what you have avoided.',
        tasks: [
          'Set a stretch target for the next three weeks',
          'Tackle the part of "{goal}" you have avoided so far',
          'Practice under realistic conditions for 45 minutes',
          'Plan how to handle {obstacle} on low-energy days',
          'Create something real that shows your progress toward "{goal}"',
        ],
      },
      {
        focus: 'Learn from feedback',
        description: 'Ask for honest feedback and turn it into practice.',
        tasks: [
          'Ask for honest feedback and write down one change to make',
          'Apply the feedback in a focused session',
          'Explain what you have learned so far to someone else',
          'Do a double session on your weakest area',
          'Write down how reaching this goal will change things: {change}',
        ],
      },
      {
        focus: 'Measure your progress',
        description: 'Compare with day 1 and shape the final month.',
        tasks: [
          'Measure your progress against day 1 and note the difference',
          'Research one resource that would help you finish strong',
          'Create a plan for the final month',
          'Take a planned rest day and map out the week ahead',
          'Review weeks 7-9 and celebrate one win',
        ],
      },
    ],
  },
  {
    title: 'Make it last',
    description: 'Finish strong, reach "{goal}" and keep the habits that got you there.',
    weeks: [
      {
        focus: 'The final push',
        description: 'Finish the most important remaining steps.',
        tasks: [
          'List everything left to do for "{goal}"',
          'Complete the most important remaining step',
          'Do a full run-through of "{goal}" from start to finish',
          'Fix the weakest part you found in the run-through',
          'Share your progress with the person who has been checking in',
        ],
      },
      {
        focus: 'Lock in your habits',
        description: 'Turn what worked into a routine that outlasts the plan.',
        tasks: [
          'Write down the habits you want to keep after day 90',
          'Create a weekly routine you can keep after the plan ends',
          'Practice once more under real conditions',
          'Compare where you are with your vision: {vision}',
          'Finish any open loose ends',
        ],
      },
      {
        focus: 'Celebrate and look ahead',
        description: 'Mark what changed and decide what comes next.',
        tasks: [
          'Write a letter to yourself about what you learned',
          'Celebrate the change you worked for: {change}',
          'Review the 90 days: wins, lessons and what comes next',
          'Plan a next goal that builds on this one',
          'Set the start date of your next 90-day plan',
        ],
      },
    ],
  },
];

/**
 * How the offline planner redoes a milestone (refinement), for each preset reason and for the
 * person's words alone: a label for the titles, the opening of the descriptions, and a rewrite
 * of each task, so the change is visible. `{name}` in `intro` and `week` are the answers' words.
 */
export interface RefinementStyle {
  label: string;
  intro: string;
  week: string;
  task(text: string): string;
  /** Weeks of the phase's material to move on by: another set of activities altogether. */
  shift: number;
}

export const REFINEMENT_STYLES: Readonly<Record<RefinementReason | 'own_words', RefinementStyle>> =
  {
    too_ambitious: {
      label: 'lighter pace',
      intro:
        'A lighter version that fits a full schedule: fewer, shorter steps that still move you forward.',
      week: 'Kept small on purpose, so that even a busy week can hold it.',
      task: (text) => `${text}, in a short version (15 minutes is enough)`,
      shift: 0,
    },
    too_easy: {
      label: 'stretch',
      intro: 'A more demanding version: bigger steps and higher targets to keep you challenged.',
      week: 'Aim higher than feels comfortable this week.',
      task: (text) => `${text}, then push one step beyond what feels comfortable`,
      shift: 0,
    },
    not_relevant: {
      label: 'your situation',
      intro: 'Reworked around your own situation and what you have at hand: {resources}.',
      week: 'Every step is shaped around how you work: {style}.',
      task: (text) => `${text}, adapted to your own situation`,
      shift: 0,
    },
    more_specific: {
      label: 'step by step',
      intro: 'Broken down into specific, concrete steps, each with a clear time and place.',
      week: 'Each step says exactly what to do, and when.',
      task: (text) =>
        `${text}: fix the exact time and place beforehand and write down the first step`,
      shift: 0,
    },
    different_approach: {
      label: 'new approach',
      intro: 'A different approach to this phase: new angles on the same goal.',
      week: 'Try what you have not tried yet.',
      task: (text) => `${text}, trying a way you have not used before`,
      shift: 1,
    },
    own_words: {
      label: 'reworked',
      intro: 'Reworked after your feedback.',
      week: 'Shaped by what you asked for.',
      task: (text) => `${text}, with your feedback in mind`,
      shift: 0,
    },
  };
