/**
 * The offline coach: the seven answers of a goal in, a 90-day plan out, with no model, network
 * or database. What it knows of each field is data (`kinds/`, `shapes/`); how it reads a goal and
 * chooses is in `README.md`.
 */
export { PLAN_DAYS, weekDays } from './coach-output.js';
export type { CoachMilestone, CoachOutline, CoachTask } from './coach-output.js';
export { type CoachFeedback, paceOf } from './coach-pace.js';
export {
  type CoachedGoal,
  coachGoal,
  coachMilestone,
  coachOutline,
  coachReach,
  coachRefinedMilestone,
  coachWeekTasks,
} from './coach-plan.js';
export { GENERAL_KIND, GOAL_KINDS, kindById } from './kinds/index.js';
export { GOAL_SHAPES } from './shapes/index.js';
export type { GoalKind } from './goal-kind.js';
/** @public the plan-quality bench compares tasks with the goal's words by their roots. */
export { rootsOf } from './goal-reading.js';
