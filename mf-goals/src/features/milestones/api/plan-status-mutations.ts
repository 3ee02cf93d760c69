import type { QueryClient } from '@tanstack/react-query';

/** Status changes of one goal's milestones and checkpoints share a key: they affect each other. */
export const planStatusMutationKey = (goalId: string) => ['plan-status', goalId] as const;

/**
 * True while only the settling change is in flight. Reloading earlier would read the server
 * before the later changes land and untick their boxes until those settle.
 */
export function isLastPlanStatusChange(queryClient: QueryClient, goalId: string): boolean {
  return queryClient.isMutating({ mutationKey: planStatusMutationKey(goalId) }) === 1;
}
