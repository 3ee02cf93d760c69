import type { Habit, HabitEntry } from '@goalcoach/contracts';
import { Button } from '@goalcoach/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { habitDayWrite, useSetHabitEntry } from '../../../shared/api/use-set-habit-entry';
import { dayStateOf, entryRequestFor, nextDayState } from '../../../shared/lib/day-state';
import { entriesByDate } from '../utils/history-stats';
import { monthLabel, monthRange, shiftMonth } from '../utils/month-grid';
import { CalendarGrid } from './calendar-grid';
import { DayStateLegend } from './day-state-legend';
import './history-calendar.css';

type HistoryCalendarProps = { habit: Habit; entries: HabitEntry[]; today: string };

/** A month of the habit; the months go from its creation month to the current month. */
export function HistoryCalendar({ habit, entries, today }: HistoryCalendarProps) {
  const range = monthRange(habit.createdOn, today);
  const [chosenMonth, setChosenMonth] = useState(range.last);
  const month =
    chosenMonth < range.first ? range.first : chosenMonth > range.last ? range.last : chosenMonth;
  const byDate = useMemo(() => entriesByDate(entries), [entries]);
  const setEntry = useSetHabitEntry();
  const labelId = useId();

  const cycleDay = (date: string) => {
    if (setEntry.isPending && !setEntry.isPaused) return;
    const state = dayStateOf(habit, byDate.get(date));
    setEntry.mutate(habitDayWrite(habit, entryRequestFor(habit, date, nextDayState(state))));
  };

  return (
    <section className="gc-stack gc-history-calendar" aria-labelledby={labelId}>
      <div className="gc-calendar__header">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous month"
          data-testid="history-prev-month"
          disabled={month <= range.first}
          onClick={() => setChosenMonth(shiftMonth(month, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h3
          id={labelId}
          className="gc-calendar__month"
          aria-live="polite"
          data-testid="history-month-label"
        >
          {monthLabel(month)}
        </h3>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next month"
          data-testid="history-next-month"
          disabled={month >= range.last}
          onClick={() => setChosenMonth(shiftMonth(month, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <CalendarGrid
        habit={habit}
        byDate={byDate}
        month={month}
        today={today}
        labelledBy={labelId}
        saving={setEntry.isPending}
        onCycleDay={cycleDay}
      />
      <DayStateLegend>
        Click a day (or press Enter on it) to cycle it: not done → done → skipped → not done.
        Skipped days (sick, travel) neither extend nor break a streak.
      </DayStateLegend>
    </section>
  );
}
