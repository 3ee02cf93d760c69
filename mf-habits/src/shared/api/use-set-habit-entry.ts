import { compareIsoDates } from '@goalcoach/dates';
import { offlineWriteKeys, type HabitDayWrite } from '@goalcoach/api';
import type {
  CreateHabitEntryRequest,
  Habit,
  HabitEntriesQuery,
  HabitEntry,
} from '@goalcoach/contracts';
import { toast } from '@goalcoach/ui';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { useCelebrationStore } from '../celebration/celebration-store';
import { apiPaths, queryKeys } from './api-paths';
import { invalidateHabitsAndEntries } from './invalidate';

/** The write kept offline, with the habit as it was (for the tier celebration). */
export type SetEntryVariables = HabitDayWrite & { habit: Habit };

/** The write of one day of `habit`, named for a person (“Read” on Tue 24 Nov). */
export function habitDayWrite(habit: Habit, request: CreateHabitEntryRequest): SetEntryVariables {
  const day = format(parseISO(request.entryDate), 'EEE d MMM');
  return { habit, request, what: `“${habit.habitName}” on ${day}` };
}

/** The entry lists an optimistic write changed, each with that day's entry before it. */
type Overrides = { key: readonly unknown[]; previous: HabitEntry | undefined }[];

const sameDay = (request: CreateHabitEntryRequest) => (entry: HabitEntry) =>
  entry.habitId === request.habitId && entry.entryDate === request.entryDate;

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
function applyOptimistically(
  queryClient: QueryClient,
  request: CreateHabitEntryRequest,
): Overrides {
  const lists = queryClient.getQueriesData<HabitEntry[]>({ queryKey: [apiPaths.habitEntries] });
  const overrides: Overrides = [];
  const same = sameDay(request);
  for (const [key, entries] of lists) {
    const query = (key[1] ?? {}) as HabitEntriesQuery;
    if (!entries || !covers(query, request)) continue;
    const previous = entries.find(same);
    const next = expectedEntry(request, previous?.id ?? `pending-${request.entryDate}`);
    const updated = previous
      ? entries.map((entry) => (same(entry) ? next : entry))
      : [...entries, next].sort((a, b) => compareIsoDates(a.entryDate, b.entryDate));
    queryClient.setQueryData(key, updated);
    overrides.push({ key, previous });
  }
  return overrides;
}

/**
 * Takes back only this day of this habit in each list: other days set meanwhile (another
 * habit's tick saved while this one failed) stay as they are.
 */
function clearOverrides(
  queryClient: QueryClient,
  request: CreateHabitEntryRequest,
  overrides: Overrides,
): void {
  const same = sameDay(request);
  for (const { key, previous } of overrides) {
    queryClient.setQueryData<HabitEntry[]>(key, (entries) => {
      if (!entries) return entries;
      const others = entries.filter((entry) => !same(entry));
      return previous
        ? [...others, previous].sort((a, b) => compareIsoDates(a.entryDate, b.entryDate))
        : others;
    });
  }
}

/** The streak tiers: completing the day that makes the streak one of these celebrates. */
const TIER_STREAKS = [7, 21, 66, 100];

const SET_ENTRY_KEY = offlineWriteKeys.habitDay;

/** The tier this change reached: the streak grew to exactly a tier's length. */
function reachedTier(before: Habit, after: Habit | undefined): string | null {
  if (!after?.tier.name || after.streakCount <= before.streakCount) return null;
  return TIER_STREAKS.includes(after.streakCount) ? after.tier.name : null;
}

/**
 * Sets one day of a habit (done, partly done, skipped or nothing). It works offline: the write
 * (sent by the function registered for `offlineWriteKeys.habitDay`) waits on the device until
 * the network is back. Optimistic: every entry
 * list shows the day at once; on failure that day goes back and an error toast says so. When
 * no other day is still being saved, the habits (streaks) and entries are read again, and a
 * tier day reached opens Milestone Achieved.
 */
export function useSetHabitEntry() {
  const queryClient = useQueryClient();
  const celebrate = useCelebrationStore((state) => state.celebrate);

  return useMutation<HabitEntry, Error, SetEntryVariables, { overrides: Overrides }>({
    mutationKey: SET_ENTRY_KEY,
    onMutate: async ({ request }) => {
      await queryClient.cancelQueries({ queryKey: [apiPaths.habitEntries] });
      return { overrides: applyOptimistically(queryClient, request) };
    },
    onError: (_error, { request }, context) => {
      clearOverrides(queryClient, request, context?.overrides ?? []);
      toast({
        title: 'Error',
        description: 'Failed to update habit completion.',
        variant: 'destructive',
      });
    },
    onSettled: async (_entry, error, { habit }) => {
      // Only the last save to finish reads again: a read while another day is still being
      // saved would show that day as it was before, under the pointer that just set it. After
      // a failure too: a request that failed on the way back may have been written.
      if (queryClient.isMutating({ mutationKey: SET_ENTRY_KEY }) > 1) return;
      await invalidateHabitsAndEntries(queryClient);
      if (error) return;
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
