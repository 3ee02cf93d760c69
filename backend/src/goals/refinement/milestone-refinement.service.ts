import { Injectable, Logger } from '@nestjs/common';
import type { PlanSource, PlanStatus, RefineMilestoneResponse } from '@goalcoach/contracts';
import { DataSource } from 'typeorm';
import { type AppConfig, InjectAppConfig } from '../../platform/config/app-config.js';
import type { UserEntity } from '../../users/user.entity.js';
import { CheckpointEntity } from '../checkpoints/checkpoint.entity.js';
import type { GoalEntity } from '../goal.entity.js';
import { answersOf } from '../goal.mapper.js';
import { GoalsErrorCode, GoalsException } from '../goals.exception.js';
import { GoalsService } from '../goals.service.js';
import { MilestoneEntity } from '../milestones/milestone.entity.js';
import { MilestonesService } from '../milestones/milestones.service.js';
import { PlanAllowance } from '../plan/plan-allowance.js';
import { PLAN_STATUSES_IN_THE_MAKING } from '../plan/plan-generation.entity.js';
import {
  PLAN_FAILURE_MESSAGES,
  PlanGenerationError,
  invalidPlanMessage,
} from '../plan/plan-generation-error.js';
import { planOutlineOf } from '../plan/plan-outline-of.js';
import { PlanProviders } from '../plan/plan-providers.js';
import { checkpointTaskProblems } from '../plan/plan-rules.js';
import { PLAN_RULES, type PlanTask } from '../plan/plan-schema.js';
import type {
  MilestoneRefinementRequest,
  PlanRequest,
  RefinementFeedback,
} from '../plan/providers/plan-provider.js';
import type { RefineMilestoneDto } from './refine-milestone.dto.js';
import { type NewTaskBounds, leanFor, refinementTaskBounds } from './refinement-bounds.js';
import { planTaskCounts } from './refinement-counts.js';
import { refinedMilestoneProblems, withMilestone } from './refinement-rules.js';
import { type RefinedMilestone, RefinementWriter } from './refinement.writer.js';

const IN_THE_MAKING: readonly PlanStatus[] = PLAN_STATUSES_IN_THE_MAKING;
const FEEDBACK_REQUIRED =
  'Feedback Required: Please provide feedback or select a reason for refinement.';
/** Time for the database on top of the model's calls. */
const MARGIN_MS = 5000;

/**
 * Milestone refinement: the plan generator redoes one milestone from the person's
 * feedback or reason: its title and description, its checkpoints' (same weeks), and their
 * pending tasks; completed tasks stay. The request waits for the answer. The model is asked
 * outside any transaction, then everything is written at once; a failure leaves the plan as it
 * was.
 */
@Injectable()
export class MilestoneRefinementService {
  private readonly logger = new Logger(MilestoneRefinementService.name);

  constructor(
    @InjectAppConfig() private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly goals: GoalsService,
    private readonly milestones: MilestonesService,
    private readonly providers: PlanProviders,
    private readonly allowance: PlanAllowance,
    private readonly writer: RefinementWriter,
  ) {}

  async refine(
    user: UserEntity,
    milestoneId: string,
    body: RefineMilestoneDto,
  ): Promise<RefineMilestoneResponse> {
    const feedback: RefinementFeedback = { reason: body.reason ?? null, text: body.feedback ?? '' };
    if (!feedback.reason && !feedback.text) {
      throw new GoalsException(GoalsErrorCode.InvalidChange, FEEDBACK_REQUIRED);
    }
    const milestone = await this.milestones.ownMilestone(user, milestoneId);
    const goal = await this.goals.ownGoal(user, milestone.goalId);
    assertSettled(goal);
    // Counted when asked, like a whole plan, and given back when it fails: the person got nothing.
    const requestId = await this.dataSource.transaction((manager) =>
      this.allowance.spend(manager, user, goal.id, 'refine'),
    );
    try {
      const refined = await this.ask(goal, milestone, feedback);
      try {
        return await this.writer.write(user, milestoneId, refined);
      } catch (error) {
        throw this.failure(error, goal.id);
      }
    } catch (error) {
      await this.allowance.refund(this.dataSource.manager, requestId);
      throw error;
    }
  }

  /** The new milestone, then the tasks of each of its checkpoints (at once), all checked. */
  private async ask(
    goal: GoalEntity,
    milestone: MilestoneEntity,
    feedback: RefinementFeedback,
  ): Promise<RefinedMilestone> {
    const manager = this.dataSource.manager;
    const [milestones, checkpoints] = await Promise.all([
      manager.findBy(MilestoneEntity, { goalId: goal.id }),
      manager.findBy(CheckpointEntity, { goalId: goal.id }),
    ]);
    const outline = planOutlineOf(goal, milestones, checkpoints);
    const milestoneIndex = [...milestones]
      .sort((a, b) => a.position - b.position)
      .findIndex((one) => one.id === milestone.id);
    const own = checkpoints
      .filter((checkpoint) => checkpoint.milestoneId === milestone.id)
      .sort((a, b) => a.weekNumber - b.weekNumber);
    const counts = await planTaskCounts(
      manager,
      goal.id,
      own.map((checkpoint) => checkpoint.id),
    );
    const lean = leanFor(feedback.reason);
    const bounds = refinementTaskBounds(counts.refined, counts.others, lean);

    const request: PlanRequest = {
      goalId: goal.id,
      userId: goal.userId,
      answers: answersOf(goal),
      startDate: goal.startDate,
      planKind: goal.planKind,
    };
    const part: MilestoneRefinementRequest = { outline, milestoneIndex, feedback };
    const provider = this.providers.current;
    // Each call has the AI timeout and one retry; the milestone first, then the tasks at once.
    const signal = AbortSignal.timeout(4 * this.config.ai.timeoutMs + MARGIN_MS);
    const stop = new AbortController();
    try {
      const redone = await provider.refineMilestone(request, part, signal);
      // Providers keep the rules of their part; checked again, as nothing unchecked is written.
      failOn(refinedMilestoneProblems(redone, part), provider.source);
      const newOutline = withMilestone(outline, milestoneIndex, redone);
      const both = AbortSignal.any([signal, stop.signal]);
      const tasks = await Promise.all(
        redone.checkpoints.map(async (checkpoint, index): Promise<PlanTask[]> => {
          const bound = bounds[index];
          if (!bound || bound.target === 0) return [];
          const count = askedCount(bound);
          const made = await provider.checkpointTasks(
            request,
            { outline: newOutline, milestone: redone, checkpoint, count, feedback },
            both,
          );
          failOn(checkpointTaskProblems(made, checkpoint, count), provider.source);
          return made.slice(0, bound.max);
        }),
      );
      return { milestone: redone, tasks, lean };
    } catch (error) {
      stop.abort(); // one failed part fails the refinement: stop the calls still running
      throw this.failure(error, goal.id, signal);
    }
  }

  private failure(error: unknown, goalId: string, signal?: AbortSignal): unknown {
    if (error instanceof PlanGenerationError) {
      this.logger.warn({
        msg: `Milestone refinement failed: ${error.message}`,
        goalId,
        problems: error.details,
      });
      return new GoalsException(GoalsErrorCode.GenerationFailed, error.message);
    }
    if (signal?.aborted) {
      this.logger.warn({ msg: 'Milestone refinement timed out', goalId });
      return new GoalsException(GoalsErrorCode.GenerationFailed, PLAN_FAILURE_MESSAGES.timeout);
    }
    return error;
  }
}

function assertSettled(goal: GoalEntity): void {
  if (IN_THE_MAKING.includes(goal.planStatus)) {
    throw new GoalsException(GoalsErrorCode.GenerationInProgress);
  }
}

function failOn(problems: string[], source: PlanSource): void {
  if (problems.length > 0) throw new PlanGenerationError(invalidPlanMessage(source), problems);
}

/**
 * What to ask a provider for: an answer has 4-8 tasks, so a checkpoint allowed fewer than 4
 * new ones (its completed tasks count too) gets 4 asked and the first few kept.
 */
function askedCount(bound: NewTaskBounds): NewTaskBounds {
  const { min, max } = PLAN_RULES.tasksPerCheckpoint;
  const most = Math.min(max, Math.max(min, bound.max));
  const least = Math.min(most, Math.max(min, bound.min));
  return { min: least, max: most, target: Math.min(most, Math.max(least, bound.target)) };
}
