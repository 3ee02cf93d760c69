import { Injectable } from '@nestjs/common';
import type { Goal, PlanKindOption, PlanStatus } from '@goalcoach/contracts';
import {
  GENERAL_KIND,
  GOAL_KINDS,
  GOAL_SHAPES,
  coachGoal,
  coachMilestone,
  coachReach,
  coachWeekTasks,
  kindById,
} from '@goalcoach/coach';
import { DataSource } from 'typeorm';
import { daysBetween, todayIn } from '../../platform/clock/calendar-date.js';
import { Clock } from '../../platform/clock/clock.js';
import type { UserEntity } from '../../users/user.entity.js';
import { CheckpointEntity } from '../checkpoints/checkpoint.entity.js';
import { GoalEntity } from '../goal.entity.js';
import { answersOf } from '../goal.mapper.js';
import { GoalsErrorCode, GoalsException } from '../goals.exception.js';
import { GoalsService } from '../goals.service.js';
import { MilestoneEntity } from '../milestones/milestone.entity.js';
import { PLAN_STATUSES_IN_THE_MAKING } from '../plan/plan-generation.entity.js';
import { refinementTaskBounds } from '../refinement/refinement-bounds.js';
import { planTaskCounts } from '../refinement/refinement-counts.js';
import { RefinementWriter } from '../refinement/refinement.writer.js';

const IN_THE_MAKING: readonly PlanStatus[] = PLAN_STATUSES_IN_THE_MAKING;
const NOT_OFFLINE = 'Only a plan by the offline planner can be written as another kind.';
const UNKNOWN_KIND = 'Choose one of the kinds and shapes the planner offers.';

/** Every kind and shape the offline planner can write a plan as: shapes first, then fields. */
const OPTIONS: readonly PlanKindOption[] = [
  ...GOAL_SHAPES.map((shape) => ({ id: shape.id, label: shape.label, group: 'shape' as const })),
  ...[...GOAL_KINDS]
    .sort((a, b) => a.label.localeCompare(b.label))
    .map((kind) => ({ id: kind.id, label: kind.label, group: 'kind' as const })),
  { id: GENERAL_KIND.id, label: GENERAL_KIND.label, group: 'general' },
];

/**
 * "Not right? Choose another": the offline planner's guess of a goal's kind corrected by the
 * person. The plan's remaining weeks (every milestone from the one of this week on) are written
 * again as the chosen kind or shape, in one transaction; completed tasks stay where they are,
 * and the goal keeps the kind for every later part of its plan (a week's tasks, refinements,
 * the monthly coach's note).
 */
@Injectable()
export class PlanKindService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly goals: GoalsService,
    private readonly writer: RefinementWriter,
    private readonly clock: Clock,
  ) {}

  options(): readonly PlanKindOption[] {
    return OPTIONS;
  }

  async change(user: UserEntity, goalId: string, kindId: string): Promise<Goal> {
    const goal = await this.goals.ownGoal(user, goalId);
    if (goal.planSource !== 'offline') {
      throw new GoalsException(GoalsErrorCode.InvalidChange, NOT_OFFLINE);
    }
    if (IN_THE_MAKING.includes(goal.planStatus)) {
      throw new GoalsException(GoalsErrorCode.GenerationInProgress);
    }
    if (!kindById(kindId)) throw new GoalsException(GoalsErrorCode.InvalidChange, UNKNOWN_KIND);
    const answers = answersOf(goal);
    const coached = coachGoal(answers, goal.startDate, kindId);
    const week =
      Math.floor(daysBetween(goal.startDate, todayIn(user.timeZone, this.clock.now())) / 7) + 1;

    await this.dataSource.transaction(async (manager) => {
      const milestones = await manager.find(MilestoneEntity, {
        where: { goalId },
        order: { position: 'ASC' },
      });
      const checkpoints = await manager.find(CheckpointEntity, {
        where: { goalId },
        order: { weekNumber: 'ASC' },
      });
      for (const [index, milestone] of milestones.entries()) {
        const own = checkpoints.filter((checkpoint) => checkpoint.milestoneId === milestone.id);
        const weeks = own.map((checkpoint) => checkpoint.weekNumber);
        // A phase wholly behind the person stays as it was lived.
        if (weeks.length === 0 || Math.max(...weeks) < week) continue;
        const counts = await planTaskCounts(
          manager,
          goalId,
          own.map((checkpoint) => checkpoint.id),
        );
        const bounds = refinementTaskBounds(counts.refined, counts.others);
        const outline = coachMilestone(coached, Math.min(index, 3), weeks);
        const tasks = weeks.map((weekNumber, weekIndex) =>
          coachWeekTasks(coached, { week: weekNumber, weekIndex }, bounds[weekIndex]?.target ?? 0),
        );
        await this.writer.writeIn(manager, user, milestone.id, {
          milestone: outline,
          tasks,
          lean: 0,
        });
      }
      await manager.update(GoalEntity, goalId, {
        planKind: coached.kind.id,
        planKindWords: [...coached.chosenFor],
        planReach: coachReach(coached),
        updatedAt: this.clock.now(),
      });
    });
    return this.goals.get(user, goalId);
  }
}
