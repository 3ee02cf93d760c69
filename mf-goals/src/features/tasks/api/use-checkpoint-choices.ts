import type { CheckpointWithContext } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/api-paths';

/** The goal's weekly checkpoints with their milestone's title, in week order: Quick Add's choices. */
export function useCheckpointChoices(goalId: string) {
  return useQuery<CheckpointWithContext[]>({ queryKey: queryKeys.checkpointsWithContext(goalId) });
}
