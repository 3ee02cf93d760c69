import type { AdminDailyUsage } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/api-paths';

/** `GET /api/admin/usage/daily`: calls and cost per day of the last 30, oldest first. */
export function useDailyUsage() {
  return useQuery<AdminDailyUsage[]>({
    queryKey: queryKeys.dailyUsage(),
    refetchOnMount: 'always',
  });
}
