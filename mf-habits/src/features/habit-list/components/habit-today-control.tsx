import type { CreateHabitEntryRequest, Habit, HabitEntry } from '@goalcoach/contracts';
import { Button, Checkbox } from '@goalcoach/ui';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { dailyTarget, dayStateOf, entryRequestFor } from '../../../shared/lib/day-state';
import './habit-today-control.css';

export type HabitTodayControlProps = {
  habit: Habit;
  today: string;
  entry: HabitEntry | undefined;
  pending: boolean;
  onSetDay: (request: CreateHabitEntryRequest) => void;
};

/**
 * Today's tick ('Completed today', or 'Avoided today' for an anti-habit). A daily or custom
 * habit done several times a day counts instead (n/target with -1 and +1), so a day can be
 * partly done. Every control names the habit: a screen reader moving through the cards hears which.
 */
export function HabitTodayControl({
  habit,
  today,
  entry,
  pending,
  onSetDay,
}: HabitTodayControlProps) {
  const checkboxId = useId();
  const label = habit.isAntiHabit ? 'Avoided today' : 'Completed today';
  const target = dailyTarget(habit);
  const state = dayStateOf(habit, entry);

  if (target <= 1) {
    return (
      <div className="gc-habit-today">
        <Checkbox
          id={checkboxId}
          checked={state === 'done'}
          disabled={pending}
          onChange={(event) =>
            onSetDay(entryRequestFor(habit, today, event.target.checked ? 'done' : 'none'))
          }
          data-testid="habit-today-checkbox"
        />
        <label htmlFor={checkboxId} className="gc-habit-today__label">
          {label}
          <span className="gc-visually-hidden">: {habit.habitName}</span>
        </label>
      </div>
    );
  }

  const count = entry?.status === 'done' ? entry.count : 0;
  const setCount = (next: number) =>
    onSetDay({ habitId: habit.id, entryDate: today, completed: next >= target, count: next });

  return (
    <div
      className="gc-habit-today gc-habit-today--count"
      role="group"
      aria-label={`${label}: ${habit.habitName}`}
      data-testid="habit-today-counter"
    >
      <span className="gc-habit-today__label">{label}</span>
      <Button
        variant="outline"
        size="sm"
        className="gc-habit-today__step"
        aria-label={`One less (${label.toLowerCase()}): ${habit.habitName}`}
        disabled={pending || count <= 0}
        onClick={() => setCount(count - 1)}
        data-testid="habit-today-decrement"
      >
        <Minus aria-hidden />
      </Button>
      <output
        className="gc-habit-today__count"
        aria-live="polite"
        data-state={state}
        data-testid="habit-today-count"
      >
        {count}/{target}
      </output>
      <Button
        variant="outline"
        size="sm"
        className="gc-habit-today__step"
        aria-label={`One more (${label.toLowerCase()}): ${habit.habitName}`}
        disabled={pending}
        onClick={() => setCount(count + 1)}
        data-testid="habit-today-increment"
      >
        <Plus aria-hidden />
      </Button>
    </div>
  );
}
