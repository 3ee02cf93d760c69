import type { CreateGoalRequest, Goal } from '@goalcoach/contracts';

type GoalAnswerField = keyof CreateGoalRequest;

export type GoalQuestion = {
  field: GoalAnswerField;
  question: string;
  hint: string;
  placeholder: string;
  /** Where the goal keeps this answer. */
  storedAs: Extract<keyof Goal, `aiInput${string}`>;
};

/** The wizard's 7 questions, in the order of GOAL_ANSWER_FIELDS. */
export const GOAL_QUESTIONS: readonly GoalQuestion[] = [
  {
    field: 'goal',
    question: 'What goal do you want to achieve in the next 90 days?',
    hint: 'One clear, specific goal works best.',
    placeholder: 'e.g. Run my first half marathon, launch my online shop, finish my novel draft…',
    storedAs: 'aiInputGoal',
  },
  {
    field: 'why',
    question: 'Why does this goal matter to you?',
    hint: 'The deeper reason is what keeps you going on the hard days.',
    placeholder: "What's driving you? What would it mean to you to get there?",
    storedAs: 'aiInputWhy',
  },
  {
    field: 'vision',
    question: "Imagine it's 90 days from now and you made it. What does success look like?",
    hint: 'Paint the picture: what you see, what you feel, what is different.',
    placeholder: 'e.g. I cross the finish line smiling, with my family cheering at the end…',
    storedAs: 'aiInputVision',
  },
  {
    field: 'resources',
    question: 'What do you already have that will help you get there?',
    hint: 'Skills, tools, time, people, past wins: everything counts.',
    placeholder: 'e.g. A gym nearby, a friend who runs, two free evenings a week…',
    storedAs: 'aiInputResources',
  },
  {
    field: 'obstacles',
    question: 'What might get in your way?',
    hint: 'Naming obstacles now lets your plan work around them.',
    placeholder: 'e.g. Busy weeks at work, losing motivation after a few weeks, a tight budget…',
    storedAs: 'aiInputObstacles',
  },
  {
    field: 'workingStyle',
    question: 'How do you like to work, and how much time can you give this?',
    hint: 'Your plan will fit your rhythm, not the other way round.',
    placeholder: 'e.g. 30 minutes every morning, longer sessions at weekends, small daily steps…',
    storedAs: 'aiInputWorkingStyle',
  },
  {
    field: 'change',
    question: 'How will achieving this goal change your life?',
    hint: 'Think about who you become, not only what you get.',
    placeholder: "e.g. I'll feel healthier and more confident, and prove to myself I can…",
    storedAs: 'aiInputLifeImpact',
  },
];
