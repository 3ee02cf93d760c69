import { apiClient } from '@goalcoach/api';
import type { HabitEntriesQuery, HabitEntry } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiPaths, queryKeys } from './api-paths';

export function fetchHabitEntries(query: HabitEntriesQuery): Promise<HabitEntry[]> {
  return apiClient
    .get<HabitEntry[]>(apiPaths.habitEntries, { params: query })
    .then((response) => response.data);
}

/** Entries matching `query` (a habit, a date range, or both), oldest first. */
export function useHabitEntries(query: HabitEntriesQuery, { enabled = true } = {}) {
  return useQuery({
    queryKey: queryKeys.habitEntries(query),
    queryFn: () => fetchHabitEntries(query),
    enabled,
  });
}
