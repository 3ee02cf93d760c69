import { HttpException, HttpStatus } from '@nestjs/common';

export enum GoalsErrorCode {
  GoalNotFound = 'GOAL_NOT_FOUND',
  MilestoneNotFound = 'MILESTONE_NOT_FOUND',
  CheckpointNotFound = 'CHECKPOINT_NOT_FOUND',
  TaskNotFound = 'TASK_NOT_FOUND',
  GenerationInProgress = 'GENERATION_IN_PROGRESS',
  DailyPlanLimit = 'DAILY_PLAN_LIMIT',
  PlanAlreadyComplete = 'PLAN_ALREADY_COMPLETE',
}

const ANSWERS: Record<GoalsErrorCode, [HttpStatus, string]> = {
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
};

/** The errors of the goals module; `message` overrides the default text of the code. */
export class GoalsException extends HttpException {
  constructor(
    readonly code: GoalsErrorCode,
    message?: string,
  ) {
    const [status, defaultMessage] = ANSWERS[code];
    super(message ?? defaultMessage, status);
  }
}
