import { isOfflineWriteKey } from '@goalcoach/api';
import type { QueryClient } from '@tanstack/react-query';

/** Answers that are the same for everyone, signed in or not: kept, so nothing reloads them. */
const PUBLIC_QUERY_PATHS: ReadonlySet<unknown> = new Set(['/config']);

/**
 * Drops every cached answer about the user, so the next account never sees them, and their
 * writes: all of them, or all but the offline writes not yet sent (`keepUnsentWrites`).
 */
export function forgetUserData(
  queryClient: QueryClient,
  { keepUnsentWrites = false }: { keepUnsentWrites?: boolean } = {},
): void {
  queryClient.removeQueries({
    predicate: ({ queryKey: [path] }) => !PUBLIC_QUERY_PATHS.has(path),
  });
  const mutations = queryClient.getMutationCache();
  for (const mutation of mutations.getAll()) {
    if (keepUnsentWrites && isOfflineWriteKey(mutation.options.mutationKey)) continue;
    mutations.remove(mutation);
  }
}
