import type { AdminStats } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from './api-paths';

/** `GET /api/admin/stats`, read again on each visit: the figures move all day. */
export function useAdminStats() {
  return useQuery<AdminStats>({ queryKey: queryKeys.stats(), refetchOnMount: 'always' });
}
