import { preloadQueries } from '@goalcoach/api';
import { matchPath, type PageAddress } from '@goalcoach/routing';
import { userTodayWhenKnown } from '@goalcoach/session';
import { dayRowEntriesQuery } from '../features/habit-list/api/day-row-entries';
import { queryKeys } from '../shared/api/api-paths';

/**
 * The habits page opens on the habits and their day rows' entries: asked for together rather
 * than the entries once the habits have answered. The day row ends on the person's today, known
 * once the session check answers.
 */
export function preloadHabitsPageData({ pathname }: PageAddress): void {
  if (!matchPath('/habits', pathname)) return;
  preloadQueries([queryKeys.habits()]);
  void userTodayWhenKnown().then((today) => {
    if (today) preloadQueries([queryKeys.habitEntries(dayRowEntriesQuery(today))]);
  });
}
