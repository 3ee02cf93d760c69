import type { DeletedGoal } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/api-paths';

/** Goals deleted lately, newest first; read afresh whenever the panel opens. */
export function useDeletedGoals() {
  return useQuery<DeletedGoal[]>({ queryKey: queryKeys.deletedGoals(), refetchOnMount: 'always' });
}
