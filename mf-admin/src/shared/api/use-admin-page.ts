import type { AdminPage, AdminPageQuery } from '@goalcoach/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * One page of an admin list. The page on screen stays while the next one loads, so paging and
 * searching do not flash the loading text.
 */
export function useAdminPage<T>(queryKey: readonly [string, AdminPageQuery]) {
  return useQuery<AdminPage<T>>({
    queryKey,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
