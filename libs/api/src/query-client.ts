import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** GET on the first element of the query key, e.g. `['/goals']` → `GET /api/goals`. */
export async function defaultQueryFn({ queryKey }: QueryFunctionContext): Promise<unknown> {
  const [path] = queryKey;
  if (typeof path !== 'string') throw new Error('The first query key element must be a path');
  const { data } = await apiClient.get<unknown>(path);
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
