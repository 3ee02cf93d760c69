import { apiClient } from '@goalcoach/api';
import type {
  CreateHabitEntryRequest,
  Habit,
  HabitEntriesQuery,
  HabitEntry,
} from '@goalcoach/contracts';
import { toastFailure } from '@goalcoach/ui';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCelebrationStore } from '../celebration/celebration-store';
import { apiPaths, queryKeys } from './api-paths';
import { invalidateHabitsAndEntries } from './invalidate';

type SetEntryVariables = { habit: Habit; request: CreateHabitEntryRequest };
type Snapshot = [readonly unknown[], HabitEntry[] | undefined][];

function covers(query: HabitEntriesQuery, request: CreateHabitEntryRequest): boolean {
  return (
    (!query.habitId || query.habitId === request.habitId) &&
    (!query.from || query.from <= request.entryDate) &&
    (!query.to || query.to >= request.entryDate)
  );
}

/** The entry as the server will store it (contracts: `CreateHabitEntryRequest`). */
function expectedEntry(request: CreateHabitEntryRequest, id: string): HabitEntry {
  const skipped = request.status === 'skipped';
  const count = skipped ? 0 : (request.count ?? (request.completed ? 1 : 0));
  return {
    id,
    habitId: request.habitId,
    entryDate: request.entryDate,
    completed: !skipped && request.completed,
    status: skipped ? 'skipped' : 'done',
    count,
  };
}

/** Writes the expected entry into every cached entry list that shows that habit and day. */
function applyOptimistically(queryClient: QueryClient, request: CreateHabitEntryRequest): Snapshot {
  const lists = queryClient.getQueriesData<HabitEntry[]>({ queryKey: [apiPaths.habitEntries] });
  for (const [key, entries] of lists) {
    const query = (key[1] ?? {}) as HabitEntriesQuery;
    if (!entries || !covers(query, request)) continue;
    const same = (entry: HabitEntry) =>
      entry.habitId === request.habitId && entry.entryDate === request.entryDate;
    const existing = entries.find(same);
    const next = expectedEntry(request, existing?.id ?? `pending-${request.entryDate}`);
    const updated = existing
      ? entries.map((entry) => (same(entry) ? next : entry))
      : [...entries, next].sort((a, b) => a.entryDate.localeCompare(b.entryDate));
    queryClient.setQueryData(key, updated);
  }
  return lists;
}

/** A tier reached by this change: the streak grew into a tier it was not in before. */
function reachedTier(before: Habit, after: Habit | undefined): string | null {
  if (!after?.tier.name || after.streakCount <= before.streakCount) return null;
  return after.tier.name !== before.tier.name ? after.tier.name : null;
}

/**
 * Sets one day of a habit (done, partly done, skipped or nothing). Optimistic: every entry
 * list shows the day at once; on failure they go back and SPEC §8's toast says so. Then the
 * habits (streaks) and entries are read again, and a tier reached opens Milestone Achieved.
 */
export function useSetHabitEntry() {
  const queryClient = useQueryClient();
  const celebrate = useCelebrationStore((state) => state.celebrate);

  return useMutation({
    mutationFn: ({ request }: SetEntryVariables) =>
      apiClient.post<HabitEntry>(apiPaths.habitEntries, request).then((response) => response.data),
    onMutate: async ({ request }) => {
      await queryClient.cancelQueries({ queryKey: [apiPaths.habitEntries] });
      return { snapshot: applyOptimistically(queryClient, request) };
    },
    onError: (error, _variables, context) => {
      for (const [key, entries] of context?.snapshot ?? []) queryClient.setQueryData(key, entries);
      toastFailure('Error', error, 'Failed to update habit completion.');
    },
    onSuccess: async (_entry, { habit }) => {
      await invalidateHabitsAndEntries(queryClient);
      const after = queryClient
        .getQueryData<Habit[]>(queryKeys.habits())
        ?.find((candidate) => candidate.id === habit.id);
      const tierName = reachedTier(habit, after);
      if (after && tierName) {
        celebrate({
          habitName: after.habitName,
          tierName,
          streak: after.streakCount,
          streakUnit: after.streakUnit,
        });
      }
    },
  });
}
