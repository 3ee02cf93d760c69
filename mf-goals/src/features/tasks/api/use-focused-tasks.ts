import type { FocusedTasks } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/api-paths';

/** Today's Focus as the server picks it: one main task, then up to 3 for when there is time. */
export function useFocusedTasks(goalId: string) {
  return useQuery<FocusedTasks>({ queryKey: queryKeys.goalFocusedTasks(goalId) });
}
