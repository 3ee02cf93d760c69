import { preloadQueries } from '@goalcoach/api';
import { isResourceId } from '@goalcoach/contracts';
import { matchPath, type PageAddress } from '@goalcoach/routing';
import { HOME_TAB_PARAM, homePanelOf } from '../features/home-tabs/utils/home-tabs';
import { queryKeys } from '../shared/api/api-paths';

/** Home's default panel (Goals) opens on the stats strip and the goal cards. */
export function preloadHomeData({ search }: PageAddress): void {
  if (homePanelOf(new URLSearchParams(search).get(HOME_TAB_PARAM)) !== 'goals') return;
  preloadQueries([queryKeys.stats(), queryKeys.goals()]);
}

/**
 * A goal's page opens on the goal, its tasks for today, the weeks a task can be added to and
 * the plan's milestones: asked for together, not each once the goal has answered.
 */
export function preloadGoalPageData({ pathname }: PageAddress): void {
  const goalId = matchPath('/goals/:goalId', pathname)?.params.goalId;
  if (!goalId || !isResourceId(goalId)) return;
  preloadQueries([
    queryKeys.goal(goalId),
    queryKeys.goalTasks(goalId),
    queryKeys.checkpointsWithContext(goalId),
    queryKeys.goalMilestones(goalId),
  ]);
}
