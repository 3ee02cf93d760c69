import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { OFFLINE_MAX_AGE_MS } from './offline/offline-cache';
import { registerOfflineWrites } from './offline/offline-writes';

/** A `{...}` literal (or a prototype-less object): arrays, dates and class instances are not. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * GET on the first element of the query key, with the second as query parameters when it is a
 * plain object: `['/goals']` → `GET /api/goals`, `['/checkins', { limit: 7 }]` →
 * `GET /api/checkins?limit=7`. Any other second element (an id, an array) only tells keys apart.
 */
async function defaultQueryFn({ queryKey }: QueryFunctionContext): Promise<unknown> {
  const [path, params] = queryKey;
  if (typeof path !== 'string') throw new Error('The first query key element must be a path');
  const query = isPlainObject(params) ? { params } : {};
  const { data } = await apiClient.get<unknown>(path, query);
  return data;
}

/**
 * The product's rule for reads: no refetch on an interval, on focus or on reconnecting; results
 * never go stale (a page refetches what it changed); a failed read is not retried but shown with
 * Retry. Writes that work offline are registered on every client (see registerOfflineWrites).
 */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        // Kept in memory as long as on the device: an answer dropped from memory would be
        // dropped from the offline copy at its next save.
        gcTime: OFFLINE_MAX_AGE_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  registerOfflineWrites(queryClient);
  return queryClient;
}

/** Shared by the shell and every remote through Module Federation (one cache for the app). */
export const queryClient = createQueryClient();
