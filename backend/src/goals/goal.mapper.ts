import type { CreateGoalRequest, Goal } from '@goalcoach/contracts';
import type { GoalEntity } from './goal.entity.js';
import { kindById } from '@goalcoach/coach';
import type { GoalFigures } from './stats/goal-stats.js';

export function toGoal(goal: GoalEntity, figures: GoalFigures, confidenceStreak: number): Goal {
  return {
    id: goal.id,
    goalName: goal.goalName,
    shortTitle: goal.shortTitle,
    personalLegend: goal.personalLegend,
    status: figures.progressPercentage >= 100 ? 'completed' : 'active',
    progressPercentage: figures.progressPercentage,
    confidenceStreak,
    momentumPercentage: figures.momentumPercentage,
    resilienceDays: figures.resilienceDays,
    startDate: goal.startDate,
    endDate: goal.endDate,
    createdAt: goal.createdAt.toISOString(),
    deletedAt: goal.deletedAt?.toISOString() ?? null,
    firstDailyAction: goal.firstDailyAction,
    aiInputGoal: goal.aiInputGoal,
    aiInputWhy: goal.aiInputWhy,
    aiInputVision: goal.aiInputVision,
    aiInputResources: goal.aiInputResources,
    aiInputObstacles: goal.aiInputObstacles,
    aiInputWorkingStyle: goal.aiInputWorkingStyle,
    aiInputLifeImpact: goal.aiInputLifeImpact,
    planStatus: goal.planStatus,
    planSource: goal.planSource,
    planKind: goal.planKind === null ? null : (kindById(goal.planKind)?.label ?? null),
    planKindWords: goal.planKindWords ?? [],
    planReach: goal.planReach,
    planProgress: goal.planProgress,
    planError: goal.planError,
    taskCount: figures.taskCount,
    completedTaskCount: figures.completedTaskCount,
  };
}

/** Where a goal keeps its wizard answers: the same columns on the entity and on `Goal`. */
export type GoalAnswerColumns = Pick<
  GoalEntity,
  | 'aiInputGoal'
  | 'aiInputWhy'
  | 'aiInputVision'
  | 'aiInputResources'
  | 'aiInputObstacles'
  | 'aiInputWorkingStyle'
  | 'aiInputLifeImpact'
>;

/** The wizard's answers a goal was made from, keyed as they were sent. */
export function answersOf(goal: GoalAnswerColumns): CreateGoalRequest {
  return {
    goal: goal.aiInputGoal,
    why: goal.aiInputWhy,
    vision: goal.aiInputVision,
    resources: goal.aiInputResources,
    obstacles: goal.aiInputObstacles,
    workingStyle: goal.aiInputWorkingStyle,
    change: goal.aiInputLifeImpact,
  };
}
