import { watchOfflineWrites } from '@goalcoach/api';
import { toast } from '@goalcoach/ui';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Says which change kept on the device the server refused, and why: it is not kept any longer.
 * Returns a function that stops telling.
 */
export function toastDroppedWrites(queryClient: QueryClient): () => void {
  return watchOfflineWrites(queryClient, ({ what, reason }) =>
    toast({
      title: 'Not saved',
      description: `${what} could not be saved: ${reason}`,
      variant: 'destructive',
    }),
  );
}
