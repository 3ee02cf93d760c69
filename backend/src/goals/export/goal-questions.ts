import type { CreateGoalRequest } from '@goalcoach/contracts';

/**
 * The wizard's question for each answer, as the user read it (a copy of
 * mf-goals/src/shared/lib/goal-questions.ts: the backend does not import front-end code).
 * Keep the two in step when a question is reworded.
 */
export const GOAL_QUESTION_TEXTS: Readonly<Record<keyof CreateGoalRequest, string>> = {
  goal: 'What goal do you want to achieve in the next 90 days?',
  why: 'Why does this goal matter to you?',
  vision: "Imagine it's 90 days from now and you made it. What does success look like?",
  resources: 'What do you already have that will help you get there?',
  obstacles: 'What might get in your way?',
  workingStyle: 'How do you like to work, and how much time can you give this?',
  change: 'How will achieving this goal change your life?',
};
