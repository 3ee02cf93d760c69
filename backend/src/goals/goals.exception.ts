import { HttpStatus } from '@nestjs/common';
import { codedHttpException, type CodedAnswer } from '../platform/errors/coded-http-exception.js';

export enum GoalsErrorCode {
  GoalNotFound = 'GOAL_NOT_FOUND',
  MilestoneNotFound = 'MILESTONE_NOT_FOUND',
  CheckpointNotFound = 'CHECKPOINT_NOT_FOUND',
  TaskNotFound = 'TASK_NOT_FOUND',
  GenerationInProgress = 'GENERATION_IN_PROGRESS',
  DailyPlanLimit = 'DAILY_PLAN_LIMIT',
  PlanAlreadyComplete = 'PLAN_ALREADY_COMPLETE',
  InvalidChange = 'INVALID_CHANGE',
  DateOutsidePlan = 'DATE_OUTSIDE_PLAN',
  CheckpointHasTasks = 'CHECKPOINT_HAS_TASKS',
  GoalTaskLimit = 'GOAL_TASK_LIMIT',
  GenerationFailed = 'GENERATION_FAILED',
  GoalNotDeleted = 'GOAL_NOT_DELETED',
  UndoExpired = 'UNDO_EXPIRED',
  PlanChanged = 'PLAN_CHANGED',
}

const ANSWERS: Record<GoalsErrorCode, CodedAnswer> = {
  [GoalsErrorCode.GoalNotFound]: [HttpStatus.NOT_FOUND, 'Goal not found'],
  [GoalsErrorCode.MilestoneNotFound]: [HttpStatus.NOT_FOUND, 'Milestone not found'],
  [GoalsErrorCode.CheckpointNotFound]: [HttpStatus.NOT_FOUND, 'Checkpoint not found'],
  [GoalsErrorCode.TaskNotFound]: [HttpStatus.NOT_FOUND, 'Task not found'],
  [GoalsErrorCode.GenerationInProgress]: [
    HttpStatus.CONFLICT,
    'A plan is already being generated for you. Please wait until it is ready.',
  ],
  [GoalsErrorCode.DailyPlanLimit]: [
    HttpStatus.TOO_MANY_REQUESTS,
    "You've reached today's limit of plans. Please try again tomorrow.",
  ],
  [GoalsErrorCode.PlanAlreadyComplete]: [
    HttpStatus.CONFLICT,
    'This goal already has a complete action plan.',
  ],
  // A body whose fields are each valid but do not go together (always given a message).
  [GoalsErrorCode.InvalidChange]: [HttpStatus.BAD_REQUEST, 'This change is not valid.'],
  [GoalsErrorCode.DateOutsidePlan]: [
    HttpStatus.BAD_REQUEST,
    "The date must be inside the goal's 90-day plan.",
  ],
  [GoalsErrorCode.CheckpointHasTasks]: [
    HttpStatus.CONFLICT,
    'This checkpoint already has tasks. Only an empty checkpoint can be filled.',
  ],
  [GoalsErrorCode.GoalTaskLimit]: [
    HttpStatus.CONFLICT,
    'This goal has too many tasks for a new set. Delete some tasks first.',
  ],
  // A plan provider failed: its message is written for the user (see PlanGenerationError).
  [GoalsErrorCode.GenerationFailed]: [
    HttpStatus.SERVICE_UNAVAILABLE,
    'The AI coach is not available right now. Please try again later.',
  ],
  [GoalsErrorCode.GoalNotDeleted]: [HttpStatus.CONFLICT, 'This goal is not deleted.'],
  // Gone for good: the undo period (24 h) is over, and no later request can restore it.
  [GoalsErrorCode.UndoExpired]: [
    HttpStatus.GONE,
    'Failed to restore goal. The undo period may have expired.',
  ],
  // The plan changed under a refinement (tasks added or removed meanwhile): nothing was written.
  [GoalsErrorCode.PlanChanged]: [
    HttpStatus.CONFLICT,
    'Your plan changed while this milestone was being regenerated. Please try again.',
  ],
};

/** The errors of the goals module; `message` overrides the default text of the code. */
export class GoalsException extends codedHttpException(ANSWERS) {}
