import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './api-paths';

/** Both reads of the board: the badge counts images from one and the rest from the other. */
export function invalidateVision(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [queryKeys.images(), queryKeys.profile()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
