import type { HabitStrengthPoint } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/api-paths';

/** The habit's strength at the end of each day since creation, oldest first. */
export function useHabitStrength(habitId: string) {
  return useQuery<HabitStrengthPoint[]>({ queryKey: queryKeys.habitStrength(habitId) });
}
