import type { AdminPage, AdminPageQuery } from '@goalcoach/contracts';
import { hashKey, keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isPastEnd } from '../lib/page-count';

/**
 * One page of an admin list. The page on screen stays while the next one loads, so paging and
 * searching do not flash the loading text.
 */
export function useAdminPage<T>(queryKey: readonly [string, AdminPageQuery]) {
  const queryClient = useQueryClient();
  const page = useQuery<AdminPage<T>>({
    queryKey,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
  // A page past the end means rows went away: the list's other pages kept here are out of date,
  // so the last page (where the list goes next) is read again rather than shown from before.
  const pastEnd = !page.isPlaceholderData && isPastEnd(page.data);
  const [list] = queryKey;
  const shownHash = hashKey(queryKey);
  useEffect(() => {
    if (!pastEnd) return;
    queryClient.removeQueries({
      queryKey: [list],
      predicate: (query) => query.queryHash !== shownHash,
    });
  }, [pastEnd, list, shownHash, queryClient]);
  return page;
}
