import type { CheckpointEntity } from '../checkpoints/checkpoint.entity.js';
import type { GoalEntity } from '../goal.entity.js';
import type { MilestoneEntity } from '../milestones/milestone.entity.js';
import type { PlanOutline } from './plan-schema.js';

/**
 * The outline of a goal's written plan, to make new tasks for its checkpoints: its milestones
 * in order, each with its checkpoints by week.
 */
export function planOutlineOf(
  goal: GoalEntity,
  milestones: readonly MilestoneEntity[],
  checkpoints: readonly CheckpointEntity[],
): PlanOutline {
  const byWeek = [...checkpoints].sort((a, b) => a.weekNumber - b.weekNumber);
  return {
    goalName: goal.goalName,
    shortTitle: goal.shortTitle,
    personalLegend: goal.personalLegend || goal.goalName,
    firstDailyAction: goal.firstDailyAction || goal.goalName,
    milestones: [...milestones]
      .sort((a, b) => a.position - b.position)
      .map((milestone) => ({
        title: milestone.title,
        description: milestone.description,
        checkpoints: byWeek
          .filter((checkpoint) => checkpoint.milestoneId === milestone.id)
          .map((checkpoint) => ({
            week: checkpoint.weekNumber,
            title: checkpoint.title,
            description: checkpoint.description,
          })),
      })),
  };
}
