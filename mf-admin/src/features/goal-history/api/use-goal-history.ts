import { ADMIN_PAGE_SIZE, type GoalHistoryRow } from '@goalcoach/contracts';
import { queryKeys } from '../../../shared/api/api-paths';
import { useAdminPage } from '../../../shared/api/use-admin-page';

/** `GET /api/admin/goal-history?page=&pageSize=`: every goal ever created, newest first. */
export function useGoalHistory(page: number) {
  return useAdminPage<GoalHistoryRow>(queryKeys.goalHistory({ page, pageSize: ADMIN_PAGE_SIZE }));
}
