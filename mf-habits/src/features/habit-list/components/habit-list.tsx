import type { Habit, HabitEntry } from '@goalcoach/contracts';
import { Grid, QueryError } from '@goalcoach/ui';
import { useMemo } from 'react';
import { useHabitEntries } from '../../../shared/api/use-habit-entries';
import { dayRowDays, dayRowEntriesQuery } from '../api/day-row-entries';
import { useFocusAfterDelete } from '../hooks/use-focus-after-delete';
import { HabitCard } from './habit-card';
import '../../../styles/habit-list-grid.css';

export type HabitListProps = {
  habits: Habit[];
  today: string;
  onViewHistory: (habit: Habit) => void;
  onEdit: (habit: Habit) => void;
};

const NO_ENTRIES: ReadonlyMap<string, HabitEntry> = new Map();

function entriesByHabit(entries: HabitEntry[] | undefined) {
  const byHabit = new Map<string, Map<string, HabitEntry>>();
  for (const entry of entries ?? []) {
    const days = byHabit.get(entry.habitId) ?? new Map<string, HabitEntry>();
    days.set(entry.entryDate, entry);
    byHabit.set(entry.habitId, days);
  }
  return byHabit;
}

/** The habit cards; the last days of every habit come from one entries query. */
export function HabitList({ habits, today, onViewHistory, onEdit }: HabitListProps) {
  const days = useMemo(() => dayRowDays(today), [today]);
  const entries = useHabitEntries(dayRowEntriesQuery(today));
  const byHabit = useMemo(() => entriesByHabit(entries.data), [entries.data]);
  const { onDeleted, expandButtonRef } = useFocusAfterDelete(habits);

  return (
    <>
      {entries.isError && (
        <QueryError
          title="Unable to load your recent days"
          onRetry={() => void entries.refetch()}
          retrying={entries.isFetching}
          testId="habit-entries-error"
        >
          The last days of your habits could not be loaded, so they cannot be changed for now.
        </QueryError>
      )}
      <Grid as="ul" className="gc-habit-list" aria-label="Your habits" data-testid="habit-list">
        {habits.map((habit) => (
          <li key={habit.id} className="gc-habit-list__item">
            <HabitCard
              habit={habit}
              today={today}
              days={days}
              entriesByDate={byHabit.get(habit.id) ?? NO_ENTRIES}
              entriesReady={entries.isSuccess}
              onViewHistory={onViewHistory}
              onEdit={onEdit}
              onDeleted={onDeleted}
              expandButtonRef={expandButtonRef(habit.id)}
            />
          </li>
        ))}
      </Grid>
    </>
  );
}
