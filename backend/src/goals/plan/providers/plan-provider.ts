import type { CreateGoalRequest, PlanSource } from '@goalcoach/contracts';
import type { CheckpointOutline, MilestoneOutline, PlanOutline, PlanTask } from '../plan-schema.js';

/** What a provider knows when it plans: the goal, its owner and the 7 trimmed answers. */
export interface PlanRequest {
  goalId: string;
  userId: string;
  answers: CreateGoalRequest;
}

/** The checkpoint whose tasks are asked for, with its place in the outline. */
export interface TaskRequest {
  outline: PlanOutline;
  milestone: MilestoneOutline;
  checkpoint: CheckpointOutline;
  /** How many tasks to make, and the bounds the answer must keep. */
  count: { min: number; max: number; target: number };
}

/**
 * A maker of plans in two parts, so the tasks of all checkpoints can be asked for at once
 * once the outline exists. Answers are validated: a provider returns only output that keeps
 * the rules of its part, else throws a PlanGenerationError.
 */
export interface PlanProvider {
  readonly source: PlanSource;
  /** `onMilestones` hears the milestone titles as they are decided, where a provider can tell. */
  outline(
    request: PlanRequest,
    signal: AbortSignal,
    onMilestones?: (titles: string[]) => void,
  ): Promise<PlanOutline>;
  checkpointTasks(
    request: PlanRequest,
    part: TaskRequest,
    signal: AbortSignal,
  ): Promise<PlanTask[]>;
}
