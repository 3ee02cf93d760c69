import type { Stats } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/api-paths';

export function useStats() {
  return useQuery<Stats>({ queryKey: queryKeys.stats() });
}
