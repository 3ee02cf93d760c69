import type { HabitEntriesQuery, HabitEntry } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from './api-paths';

/** Entries matching `query` (a habit, a date range, or both), oldest first. */
export function useHabitEntries(query: HabitEntriesQuery, { enabled = true } = {}) {
  return useQuery<HabitEntry[]>({ queryKey: queryKeys.habitEntries(query), enabled });
}
