import type { QueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from './api-paths';

/** After any entry change: the list with its streak figures, and every cached entry list. */
export function invalidateHabitsAndEntries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.habits() }),
    queryClient.invalidateQueries({ queryKey: [apiPaths.habitEntries] }),
    queryClient.invalidateQueries({
      predicate: ({ queryKey: [path] }) =>
        typeof path === 'string' && path.startsWith('/habits/') && path.endsWith('/strength'),
    }),
  ]).then(() => undefined);
}
