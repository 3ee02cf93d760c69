import type { HabitReflection } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/api-paths';

/** The habit's weekly reflections, for its history. */
export function useHabitReflections(habitId: string) {
  return useQuery<HabitReflection[]>({ queryKey: queryKeys.habitReflections(habitId) });
}
