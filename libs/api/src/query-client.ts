import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { apiClient } from './api-client';

/**
 * GET on the first element of the query key, with the second as query parameters when it is an
 * object: `['/goals']` → `GET /api/goals`, `['/checkins', { limit: 7 }]` → `GET /api/checkins?limit=7`.
 */
export async function defaultQueryFn({ queryKey }: QueryFunctionContext): Promise<unknown> {
  const [path, params] = queryKey;
  if (typeof path !== 'string') throw new Error('The first query key element must be a path');
  const query = typeof params === 'object' && params !== null ? { params } : {};
  const { data } = await apiClient.get<unknown>(path, query);
  return data;
}

/** Product rule (SPEC §9): no refetch on interval or focus, results never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Shared by the shell and every remote through Module Federation (one cache for the app). */
export const queryClient = createQueryClient();
