import type { CreateGoalRequest } from '@goalcoach/contracts';
import { PLAN_FAILURE_MESSAGES, PlanGenerationError } from '../plan-generation-error.js';
import type { MilestoneOutline, PlanOutline, PlanTask } from '../plan-schema.js';
import {
  coachGoal,
  coachOutline,
  coachRefinedMilestone,
  coachWeekTasks,
  paceOf,
} from '@goalcoach/coach';
import type {
  MilestoneRefinementRequest,
  MilestoneRefiner,
  PlanProvider,
  PlanRequest,
  TaskRequest,
} from './plan-provider.js';

/**
 * The planner used without a language model: the offline coach, which knows the field of the
 * goal (its kinds and shapes are data in `libs/coach`) and reads the person's answers.
 * Deterministic, no network.
 */
export class OfflinePlanProvider implements PlanProvider, MilestoneRefiner {
  readonly source = 'offline' as const;

  async outline(request: PlanRequest): Promise<PlanOutline> {
    return coachOutline(
      coachGoal(request.answers, request.startDate, request.planKind),
      request.answers,
    );
  }

  async checkpointTasks(request: PlanRequest, part: TaskRequest): Promise<PlanTask[]> {
    const coached = coachGoal(request.answers, request.startDate, request.planKind);
    const pace = part.feedback && paceOf(part.feedback);
    const weekIndex = Math.max(part.milestone.checkpoints.indexOf(part.checkpoint), 0);
    const count = pace?.fewerTasks ? part.count.min : part.count.target;
    return coachWeekTasks(coached, { week: part.checkpoint.week, weekIndex }, count, pace);
  }

  /**
   * The milestone again at the pace the person asked for (lighter or harder numbers, the next
   * step of the progression, the field's other approach...), keeping its weeks.
   */
  async refineMilestone(
    request: PlanRequest,
    part: MilestoneRefinementRequest,
  ): Promise<MilestoneOutline> {
    const old = part.outline.milestones[part.milestoneIndex];
    if (!old) {
      throw new PlanGenerationError(PLAN_FAILURE_MESSAGES.offlineInvalid, [
        `the plan has no milestone ${part.milestoneIndex + 1}`,
      ]);
    }
    return coachRefinedMilestone(
      coachGoal(request.answers, request.startDate, request.planKind),
      part.milestoneIndex,
      old.checkpoints.map((checkpoint) => checkpoint.week),
      paceOf(part.feedback),
      part.feedback.text,
    );
  }
}

/** The offline coach's outline of a plan for these answers. */
export function offlineOutline(answers: CreateGoalRequest, startDate?: string): PlanOutline {
  return coachOutline(coachGoal(answers, startDate), answers);
}
