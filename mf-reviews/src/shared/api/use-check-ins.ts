import type { CheckIn } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from './api-paths';

type CheckInsOptions = {
  /** Read them again on mount even when cached: the cache never goes stale by itself. */
  refreshOnMount?: boolean;
};

/** The signed-in user's check-ins (`GET /api/checkins`). */
export function useCheckIns({ refreshOnMount = false }: CheckInsOptions = {}) {
  return useQuery<CheckIn[]>({
    queryKey: queryKeys.checkIns(),
    ...(refreshOnMount && { refetchOnMount: 'always' as const }),
  });
}
