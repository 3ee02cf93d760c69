import type { Habit, HabitEntry } from '@goalcoach/contracts';
import { cn, SYNC_PENDING_TEXT } from '@goalcoach/ui';
import { parseISO } from 'date-fns';
import { Check, CircleSlash, CircleDashed } from 'lucide-react';
import {
  dailyTarget,
  type DayState,
  dayStateOf,
  entryRequestFor,
  nextDayState,
} from '../../../shared/lib/day-state';
import { dayButtonLabel, shownDay } from '../utils/day-label';
import './habit-day-row.css';

export type HabitDayRowProps = {
  habit: Habit;
  /** The days shown, oldest first (YYYY-MM-DD). */
  days: string[];
  entriesByDate: ReadonlyMap<string, HabitEntry>;
  /** Days whose change is kept on the device until it can be sent. */
  keptDates?: ReadonlySet<string>;
  /** A save of this habit is on its way: every day waits for it. */
  pending: boolean;
  onSetDay: (request: ReturnType<typeof entryRequestFor>) => void;
};

const STATE_ICONS: Record<DayState, typeof Check | null> = {
  done: Check,
  partial: CircleDashed,
  skipped: CircleSlash,
  none: null,
};

/** The last days as buttons; each click moves a day along none → done → skipped → none. */
export function HabitDayRow({
  habit,
  days,
  entriesByDate,
  keptDates,
  pending,
  onSetDay,
}: HabitDayRowProps) {
  return (
    // No count in the name: a narrow touch screen shows only the newest days that fit.
    <ol className="gc-habit-days" aria-label={`Recent days of ${habit.habitName}`}>
      {days.map((date) => {
        const entry = entriesByDate.get(date);
        const state = dayStateOf(habit, entry);
        const beforeCreation = date < habit.createdOn;
        const Icon = STATE_ICONS[state];
        const shown = shownDay(date);
        // A custom habit's other weekdays neither extend nor break it; they can still be set.
        const restDay =
          habit.frequency === 'custom' && !habit.customDays.includes(parseISO(date).getDay());
        const kept = keptDates?.has(date) === true;
        return (
          <li key={date}>
            <button
              type="button"
              className={cn(
                'gc-habit-day',
                `gc-habit-day--${state}`,
                restDay && 'gc-habit-day--rest',
                kept && 'gc-habit-day--kept',
              )}
              data-testid="habit-day"
              data-date={date}
              data-state={state}
              data-kept={kept || undefined}
              disabled={pending || beforeCreation}
              aria-label={dayButtonLabel(date, state, {
                habitName: habit.habitName,
                beforeCreation,
                restDay,
                progress: `${entry?.count ?? 0}/${dailyTarget(habit)}`,
              })}
              aria-description={kept ? SYNC_PENDING_TEXT : undefined}
              onClick={() => onSetDay(entryRequestFor(habit, date, nextDayState(state)))}
            >
              {/* The space makes the shown text 'M 16', as the name begins. */}
              <span className="gc-habit-day__weekday" aria-hidden="true">
                {shown.weekday}
              </span>{' '}
              <span className="gc-habit-day__number" aria-hidden="true">
                {shown.day}
              </span>
              <span className="gc-habit-day__mark" aria-hidden="true">
                {Icon && <Icon size={12} strokeWidth={3} />}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
