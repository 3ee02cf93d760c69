import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryClient as appQueryClient } from './query-client';

/**
 * Starts reading these answers now, e.g. a page's first data while its code is still being
 * run and rendered, and side by side rather than one after another's answer. An answer already
 * in the cache or on its way is not asked for again; a failure is left to the page's own query,
 * which shows it with Retry.
 */
export function preloadQueries(
  keys: readonly QueryKey[],
  queryClient: QueryClient = appQueryClient,
): void {
  for (const queryKey of keys) void queryClient.prefetchQuery({ queryKey });
}
