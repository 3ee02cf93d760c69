import type { CheckIn } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from './api-paths';

/** The signed-in user's check-ins (`GET /api/checkins`). */
export function useCheckIns() {
  return useQuery<CheckIn[]>({ queryKey: queryKeys.checkIns() });
}
