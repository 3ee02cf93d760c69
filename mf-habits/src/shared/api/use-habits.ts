import type { Habit } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from './api-paths';

/** The user's habits in their order, each with its streak figures as of today. */
export function useHabits() {
  return useQuery<Habit[]>({ queryKey: queryKeys.habits() });
}
