import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { PlanProgress } from '@goalcoach/contracts';
import { DataSource, type EntityManager, In, type Repository } from 'typeorm';
import { Clock } from '../../platform/clock/clock.js';
import { type AppConfig, InjectAppConfig } from '../../platform/config/app-config.js';
import { JobQueue, type JobContext } from '../../platform/jobs/job-queue.js';
import { CheckpointEntity } from '../checkpoints/checkpoint.entity.js';
import { GoalEntity } from '../goal.entity.js';
import { answersOf } from '../goal.mapper.js';
import { MilestoneEntity } from '../milestones/milestone.entity.js';
import { PlanAllowance } from './plan-allowance.js';
import { PLAN_STATUSES_IN_THE_MAKING, type PlanGenerationKind } from './plan-generation.entity.js';
import { PLAN_FAILURE_MESSAGES, PlanGenerationError } from './plan-generation-error.js';
import { generatePlan, progress } from './plan-generator.js';
import { planOutlineOf } from './plan-outline-of.js';
import { PlanProviders } from './plan-providers.js';
import { PLAN_RULES, type PlanOutline } from './plan-schema.js';
import { PlanWriter } from './plan-writer.js';

export const PLAN_QUEUE = 'plan-generation';
const PLAN_DEAD_LETTER_QUEUE = 'plan-generation-failed';

interface PlanJob {
  goalId: string;
  kind: PlanGenerationKind;
  /**
   * The request counted for the daily limit (see PlanAllowance), given back if the plan fails;
   * absent in a job queued before requests were given back.
   */
  requestId?: string;
}

const IN_THE_MAKING = In([...PLAN_STATUSES_IN_THE_MAKING]);

/**
 * Runs plan generation as durable jobs: a job whose instance stops is retried by another, and
 * a goal is left either with its whole plan or failed with a message, never half-written.
 */
@Injectable()
export class PlanGenerationService implements OnApplicationBootstrap {
  private readonly logger = new Logger(PlanGenerationService.name);

  constructor(
    @InjectAppConfig() private readonly config: AppConfig,
    @InjectRepository(GoalEntity) private readonly goals: Repository<GoalEntity>,
    @InjectRepository(MilestoneEntity) private readonly milestones: Repository<MilestoneEntity>,
    @InjectRepository(CheckpointEntity) private readonly checkpoints: Repository<CheckpointEntity>,
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly allowance: PlanAllowance,
    private readonly providers: PlanProviders,
    private readonly writer: PlanWriter,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.collect<PlanJob>(PLAN_DEAD_LETTER_QUEUE, (job) =>
      this.fail(job, PLAN_FAILURE_MESSAGES.interrupted),
    );
    await this.jobs.work<PlanJob>(
      {
        name: PLAN_QUEUE,
        retryLimit: 2,
        expireInSeconds: slowestRunSeconds(this.config),
        workers: this.config.plans.workers,
        deadLetter: PLAN_DEAD_LETTER_QUEUE,
      },
      (job, context) => this.run(job, context),
    );
  }

  /**
   * Queues the generation of a goal set to 'pending' in the same transaction: the goal and its
   * job are written together or not at all, so no goal waits for a job that never comes.
   */
  async queue(
    transaction: EntityManager,
    goalId: string,
    kind: PlanGenerationKind,
    requestId: string,
  ): Promise<void> {
    await this.jobs.send(PLAN_QUEUE, { goalId, kind, requestId } satisfies PlanJob, transaction);
  }

  /** Once the transaction that queued a plan commits: start on it now, not at the next poll. */
  wake(): void {
    this.jobs.wake(PLAN_QUEUE);
  }

  private async run(job: PlanJob, context: JobContext): Promise<void> {
    const { goalId, kind } = job;
    const goal = await this.goals.findOneBy({ id: goalId, planStatus: IN_THE_MAKING });
    if (!goal) return; // finished or failed by an earlier attempt
    const started = await this.goals.update(
      { id: goalId, planStatus: IN_THE_MAKING },
      {
        planStatus: 'generating',
        planError: null,
        planProgress: progress('outlining', 0, [], 0, 0),
        updatedAt: this.clock.now(),
      },
    );
    if (started.affected === 0) return; // settled meanwhile (e.g. the goal was deleted)
    // A goal deleted while its plan is made is failed by the deletion: the next progress step
    // finds it no longer generating and stops the model calls instead of paying for the rest.
    const abandoned = new AbortController();
    const request = {
      goalId,
      userId: goal.userId,
      answers: answersOf(goal),
      startDate: goal.startDate,
      planKind: goal.planKind,
    };
    try {
      const draft = await generatePlan(this.providers.current, request, {
        concurrency: this.config.plans.taskConcurrency,
        signal: AbortSignal.any([context.signal, abandoned.signal]),
        onProgress: async (step) => {
          if (!(await this.publish(goalId, step))) abandoned.abort();
        },
        outline: kind === 'fill' ? await this.outlineOf(goal) : undefined,
      });
      if (kind === 'fill') await this.writer.writeTasks(goalId, draft);
      else await this.writer.writePlan(goalId, draft);
    } catch (error) {
      if (abandoned.signal.aborted && !context.signal.aborted) {
        this.logger.log({ msg: 'Plan generation stopped: the goal is no longer waiting', goalId });
        return;
      }
      if (error instanceof PlanGenerationError) {
        this.logger.warn({
          msg: `Plan generation failed: ${error.message}`,
          goalId,
          problems: error.details,
        });
        await this.fail(job, error.message);
        return;
      }
      if (context.lastAttempt) {
        this.logger.error({
          msg: 'Plan generation failed on its last attempt',
          goalId,
          err: error,
        });
        const message = context.signal.aborted
          ? PLAN_FAILURE_MESSAGES.interrupted
          : this.providers.source === 'offline'
            ? PLAN_FAILURE_MESSAGES.offlineFailed
            : PLAN_FAILURE_MESSAGES.unavailable;
        await this.fail(job, message);
        return;
      }
      // Another attempt follows (on this instance or, when it is stopping, on another).
      await this.goals.update(
        { id: goalId, planStatus: 'generating' },
        {
          planStatus: 'pending',
          planProgress: progress('queued', 0, [], 0, 0),
          updatedAt: this.clock.now(),
        },
      );
      throw error;
    }
  }

  /** False when the goal is no longer generating (deleted, or settled by another attempt). */
  private async publish(goalId: string, step: PlanProgress): Promise<boolean> {
    const published = await this.goals.update(
      { id: goalId, planStatus: 'generating' },
      { planProgress: step, updatedAt: this.clock.now() },
    );
    return published.affected !== 0;
  }

  /**
   * Settles the job's goal as failed with `message`, and gives its request back to the daily
   * limit: a failed plan costs the person none of the day's plans.
   */
  private async fail({ goalId, requestId }: PlanJob, message: string): Promise<void> {
    const goal = await this.goals.findOneBy({ id: goalId, planStatus: IN_THE_MAKING });
    if (!goal) return;
    await this.dataSource.transaction(async (manager) => {
      const failed = await manager.update(
        GoalEntity,
        { id: goalId, planStatus: IN_THE_MAKING },
        {
          planStatus: 'failed',
          planError: message,
          planProgress: { ...goal.planProgress, stage: 'failed' },
          updatedAt: this.clock.now(),
        },
      );
      if (failed.affected !== 0 && requestId) await this.allowance.refund(manager, requestId);
    });
  }

  /** The outline of a goal's written plan, to make new tasks for its checkpoints. */
  private async outlineOf(goal: GoalEntity): Promise<PlanOutline> {
    const [milestones, checkpoints] = await Promise.all([
      this.milestones.findBy({ goalId: goal.id }),
      this.checkpoints.findBy({ goalId: goal.id }),
    ]);
    return planOutlineOf(goal, milestones, checkpoints);
  }
}

/** Time for saving the plan and the job's own bookkeeping, on top of the model's calls. */
const RUN_MARGIN_SECONDS = 60;

/**
 * The longest a healthy run can take: every call times out and is asked once more, the outline
 * first, then the tasks in waves of `taskConcurrency`, and as many again for weeks whose tasks
 * are asked for anew to fit the plan's bounds (see repairTasks). A job active for longer is
 * taken to be lost (its instance died) and is run again.
 */
export function slowestRunSeconds(config: Pick<AppConfig, 'ai' | 'plans'>): number {
  const callSeconds = Math.ceil(config.ai.timeoutMs / 1000) * 2;
  const taskWaves = Math.ceil(PLAN_RULES.checkpoints.max / config.plans.taskConcurrency);
  return callSeconds * (1 + 2 * taskWaves) + RUN_MARGIN_SECONDS;
}
