import type { CreateGoalRequest, PlanSource, RefinementReason } from '@goalcoach/contracts';
import type { CheckpointOutline, MilestoneOutline, PlanOutline, PlanTask } from '../plan-schema.js';
import type { DescribedTasks, PlanSketch, SketchedCheckpoint } from '../plan-sketch.js';

/** What a provider knows when it plans: the goal, its owner and the 7 trimmed answers. */
export interface PlanRequest {
  goalId: string;
  userId: string;
  answers: CreateGoalRequest;
  /** The plan's day 1 (YYYY-MM-DD), so tasks can fall on the weekdays the person named. */
  startDate?: string;
  /**
   * The offline coach's kind or shape the plan is written as (chosen when the goal was made, or
   * by the person since), so every later part of the plan keeps it; null for a model's plan.
   */
  planKind?: string | null;
}

/**
 * The checkpoint whose tasks are asked for, with its place in the outline. While the outline is
 * still being written, `outline` is the part written so far (names still empty), and a
 * checkpoint the outline leaves undescribed has an empty description.
 */
export interface TaskRequest {
  outline: PlanOutline;
  milestone: MilestoneOutline;
  checkpoint: CheckpointOutline;
  /** How many tasks to make, and the bounds the answer must keep. */
  count: { min: number; max: number; target: number };
  /** Set for the tasks of a milestone being refined: what the person asked for. */
  feedback?: RefinementFeedback;
}

/** Why a person wants a milestone redone: a preset reason, their own words, or both. */
export interface RefinementFeedback {
  reason: RefinementReason | null;
  /** Trimmed; empty when only a reason was chosen. */
  text: string;
}

/** The milestone to redo, by its place in the plan's outline. */
export interface MilestoneRefinementRequest {
  outline: PlanOutline;
  milestoneIndex: number;
  feedback: RefinementFeedback;
}

/**
 * A provider that can redo one milestone of a written plan. The answer keeps the milestone's
 * weeks (one checkpoint per week it had, in order), so its dates and the rest of the plan stay
 * valid; it is validated like an outline, else a PlanGenerationError is thrown.
 */
export interface MilestoneRefiner {
  refineMilestone(
    request: PlanRequest,
    part: MilestoneRefinementRequest,
    signal: AbortSignal,
  ): Promise<MilestoneOutline>;
}

/** A milestone of an outline being written: its whole title, then the rest as it comes. */
export interface MilestoneSoFar {
  title: string;
  /** Null until the description is whole. */
  description: string | null;
  /** The checkpoints written in full so far (none until the description is whole). */
  checkpoints: SketchedCheckpoint[];
}

/** What an outline being written shows so far: whole parts only, in order. */
export interface OutlineSoFar {
  /** How many weekly checkpoints the plan will have, once the model has said so. */
  checkpointCount: number | null;
  milestones: MilestoneSoFar[];
}

/**
 * A maker of plans in two parts, so the tasks of all checkpoints can be asked for at once
 * once the outline exists. Answers are validated: a provider returns only output that keeps
 * the rules of its part, else throws a PlanGenerationError.
 */
export interface PlanProvider {
  readonly source: PlanSource;
  /**
   * `onProgress` hears the outline so far while it is written, where a provider can tell: the
   * tasks of a checkpoint can be asked for as soon as it is whole. A provider that leaves
   * checkpoint descriptions out of its outline has `describedCheckpointTasks`.
   */
  outline(
    request: PlanRequest,
    signal: AbortSignal,
    onProgress?: (soFar: OutlineSoFar) => void,
  ): Promise<PlanSketch>;
  checkpointTasks(
    request: PlanRequest,
    part: TaskRequest,
    signal: AbortSignal,
  ): Promise<PlanTask[]>;
  /** The tasks of a checkpoint the outline left undescribed (empty), with its description. */
  describedCheckpointTasks?(
    request: PlanRequest,
    part: TaskRequest,
    signal: AbortSignal,
  ): Promise<DescribedTasks>;
}
