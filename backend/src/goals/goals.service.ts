import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type CreateGoalRequest,
  type Goal,
  type PlanStatus,
  type Stats,
  firstChars,
} from '@goalcoach/contracts';
import { DataSource, type EntityManager, In, IsNull, Not, type Repository } from 'typeorm';
import { todayIn } from '../platform/clock/calendar-date.js';
import { Clock } from '../platform/clock/clock.js';
import { isUniqueViolation } from '../platform/database/unique-violation.js';
import { cleanText, trimInvisible } from '../platform/validation/clean-text.js';
import type { UserEntity } from '../users/user.entity.js';
import type { CreateGoalDto } from './dto/create-goal.dto.js';
import { GoalEntity } from './goal.entity.js';
import { answersOf, toGoal } from './goal.mapper.js';
import { GoalsErrorCode, GoalsException } from './goals.exception.js';
import { MilestoneEntity } from './milestones/milestone.entity.js';
import {
  PLAN_STATUSES_IN_THE_MAKING,
  type PlanGenerationKind,
} from './plan/plan-generation.entity.js';
import { coachGoal, coachReach } from '@goalcoach/coach';
import { PlanAllowance } from './plan/plan-allowance.js';
import { PlanGenerationService } from './plan/plan-generation.service.js';
import { progress } from './plan/plan-generator.js';
import { planEndDate } from './plan/plan-dates.js';
import { PlanProviders } from './plan/plan-providers.js';
import { GoalFiguresService } from './stats/goal-figures.service.js';

const ONE_GENERATION_PER_USER = 'goals_one_generation_per_user_key';
const IN_THE_MAKING: readonly PlanStatus[] = PLAN_STATUSES_IN_THE_MAKING;
/** Below this many tasks a plan can be completed with 'Generate Complete Action Plan'. */
const COMPLETE_PLAN_MIN_TASKS = 10;

/**
 * The goal's name until its plan names it: the goal answer on one line (an answer may have
 * many; a name is shown in lists and badges), cut at `max` characters.
 */
function nameOf(goalAnswer: string, max: number): string {
  return trimInvisible(firstChars(cleanText(goalAnswer, 'single'), max));
}

/** A user's goals: creation (which starts the plan), reading with live figures, and stats. */
@Injectable()
export class GoalsService {
  constructor(
    @InjectRepository(GoalEntity) private readonly goals: Repository<GoalEntity>,
    @InjectRepository(MilestoneEntity) private readonly milestones: Repository<MilestoneEntity>,
    private readonly dataSource: DataSource,
    private readonly figures: GoalFiguresService,
    private readonly generation: PlanGenerationService,
    private readonly allowance: PlanAllowance,
    private readonly providers: PlanProviders,
    private readonly clock: Clock,
  ) {}

  async list(user: UserEntity): Promise<Goal[]> {
    const goals = await this.goals.find({
      where: { userId: user.id, deletedAt: IsNull() },
      order: { createdAt: 'DESC' },
    });
    return goals.map(await this.presenter(user, goals));
  }

  async get(user: UserEntity, goalId: string): Promise<Goal> {
    const goal = await this.ownGoal(user, goalId);
    return (await this.presenter(user, [goal]))(goal);
  }

  /** The signed-in user's goal, or 404 for a missing, deleted or someone else's id. */
  async ownGoal(user: UserEntity, goalId: string): Promise<GoalEntity> {
    const goal = await this.goals.findOneBy({ id: goalId, userId: user.id, deletedAt: IsNull() });
    if (!goal) throw new GoalsException(GoalsErrorCode.GoalNotFound);
    return goal;
  }

  async create(user: UserEntity, answers: CreateGoalDto): Promise<Goal> {
    const now = this.clock.now();
    const startDate = todayIn(user.timeZone, now);
    const goal = this.goals.create({
      userId: user.id,
      goalName: nameOf(answers.goal, 120),
      shortTitle: nameOf(answers.goal, 60),
      personalLegend: '',
      firstDailyAction: '',
      aiInputGoal: answers.goal,
      aiInputWhy: answers.why,
      aiInputVision: answers.vision,
      aiInputResources: answers.resources,
      aiInputObstacles: answers.obstacles,
      aiInputWorkingStyle: answers.workingStyle,
      aiInputLifeImpact: answers.change,
      startDate,
      endDate: planEndDate(startDate),
      planStatus: 'pending',
      planSource: this.providers.source,
      ...this.offlineChoiceOf(answers, startDate),
      planProgress: progress('queued', 0, [], 0, 0),
      planError: null,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    });
    await this.requestPlan(user, 'plan', (manager) => manager.save(goal));
    return this.get(user, goal.id);
  }

  /** Makes the whole plan of a goal with fewer than 10 tasks (its tasks, if it has an outline). */
  async generateAllTasks(user: UserEntity, goalId: string): Promise<Goal> {
    const goal = await this.ownGoal(user, goalId);
    const current = (await this.presenter(user, [goal]))(goal);
    if (IN_THE_MAKING.includes(goal.planStatus)) {
      throw new GoalsException(GoalsErrorCode.GenerationInProgress);
    }
    if (current.taskCount >= COMPLETE_PLAN_MIN_TASKS) {
      throw new GoalsException(GoalsErrorCode.PlanAlreadyComplete);
    }
    const kind: PlanGenerationKind =
      (await this.milestones.countBy({ goalId })) > 0 ? 'fill' : 'plan';
    await this.requestPlan(user, kind, async (manager) => {
      // Only from a settled plan: a second request (a double click, another tab) meets 409.
      const reset = await manager.update(
        GoalEntity,
        { id: goalId, planStatus: Not(In([...IN_THE_MAKING])) },
        {
          planStatus: 'pending',
          planSource: this.providers.source,
          ...this.offlineChoiceOf(answersOf(goal), goal.startDate, goal.planKind),
          planError: null,
          planProgress: progress('queued', 0, [], 0, 0),
          updatedAt: this.clock.now(),
        },
      );
      if (reset.affected === 0) throw new GoalsException(GoalsErrorCode.GenerationInProgress);
      return goal;
    });
    return this.get(user, goalId);
  }

  async stats(user: UserEntity): Promise<Stats> {
    const goals = await this.list(user);
    const completed = goals.filter((goal) => goal.status === 'completed').length;
    const today = todayIn(user.timeZone, this.clock.now());
    const progressSum = goals.reduce((sum, goal) => sum + goal.progressPercentage, 0);
    return {
      activeGoals: goals.length - completed,
      completedGoals: completed,
      streak: await this.figures.checkInStreakOf(user.id, today),
      overallProgress: goals.length === 0 ? 0 : Math.round(progressSum / goals.length),
    };
  }

  /**
   * Puts a goal's plan in the making (by `mark`), counts the request and queues its job, in one
   * transaction that keeps the limits: one plan at a time per user, and a number per day.
   */
  /**
   * The kind or shape the offline coach will write the plan as, the goal's words that chose it
   * and what its 90 days reach, when the coach is the one to write it.
   */
  private offlineChoiceOf(
    answers: CreateGoalRequest,
    startDate: string,
    planKind: string | null = null,
  ): Pick<GoalEntity, 'planKind' | 'planKindWords' | 'planReach'> {
    if (this.providers.source !== 'offline') {
      return { planKind: null, planKindWords: null, planReach: null };
    }
    const coached = coachGoal(answers, startDate, planKind);
    return {
      planKind: coached.kind.id,
      planKindWords: [...coached.chosenFor],
      planReach: coachReach(coached),
    };
  }

  private async requestPlan(
    user: UserEntity,
    kind: PlanGenerationKind,
    mark: (manager: EntityManager) => Promise<GoalEntity>,
  ): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        const goal = await mark(manager);
        const requestId = await this.allowance.spend(manager, user, goal.id, kind);
        await this.generation.queue(manager, goal.id, kind, requestId);
      });
      this.generation.wake();
    } catch (error) {
      if (isUniqueViolation(error, ONE_GENERATION_PER_USER)) {
        throw new GoalsException(GoalsErrorCode.GenerationInProgress);
      }
      throw error;
    }
  }

  /** Reads what these goals' figures need at once; the answer presents any one of them. */
  private async presenter(
    user: UserEntity,
    goals: GoalEntity[],
  ): Promise<(goal: GoalEntity) => Goal> {
    const today = todayIn(user.timeZone, this.clock.now());
    const figuresOf = await this.figures.figuresOf(
      goals.map((goal) => goal.id),
      today,
    );
    const streak = goals.length > 0 ? await this.figures.checkInStreakOf(user.id, today) : 0;
    return (goal) => toGoal(goal, figuresOf(goal.id), streak);
  }
}
