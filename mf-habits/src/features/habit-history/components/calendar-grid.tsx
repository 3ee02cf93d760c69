import type { Habit, HabitEntry } from '@goalcoach/contracts';
import { cn } from '@goalcoach/ui';
import { format, parseISO } from 'date-fns';
import { type KeyboardEvent, useRef, useState } from 'react';
import { dayStateOf } from '../../../shared/lib/day-state';
import { type CalendarCell, isDayClickable, type Month, monthGrid } from '../utils/month-grid';
import { DayStateIcon } from './day-state-icon';
import { dayStateText } from './day-state-text';
import './day-state.css';
import './calendar-grid.css';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Where each arrow key moves focus, in cells. */
const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

type CalendarGridProps = {
  habit: Habit;
  byDate: Map<string, HabitEntry>;
  month: Month;
  today: string;
  labelledBy: string;
  /** A day is being saved: the days do nothing until it is done. */
  saving: boolean;
  onCycleDay: (date: string) => void;
};

/**
 * The 42 days of a month as a grid of buttons. One day is in the Tab order; the arrow keys
 * (and Home/End) move among the clickable days, Enter or Space cycles the focused one.
 */
export function CalendarGrid({
  habit,
  byDate,
  month,
  today,
  labelledBy,
  saving,
  onCycleDay,
}: CalendarGridProps) {
  const cells = monthGrid(month);
  const clickable = (cell: CalendarCell) => isDayClickable(cell.date, habit.createdOn, today);
  const clickableDates = cells.filter(clickable).map((cell) => cell.date);
  const [focusedDate, setFocusedDate] = useState<string | null>(null);
  const tabStop =
    focusedDate && clickableDates.includes(focusedDate)
      ? focusedDate
      : clickableDates.includes(today)
        ? today
        : clickableDates.at(-1);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const moveFocus = (date: string | undefined) => {
    if (!date) return;
    setFocusedDate(date);
    buttons.current.get(date)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      moveFocus(event.key === 'Home' ? clickableDates[0] : clickableDates.at(-1));
      return;
    }
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    for (let next = index + step; next >= 0 && next < cells.length; next += step) {
      const cell = cells[next];
      if (cell && clickable(cell)) return moveFocus(cell.date);
    }
  };

  const weeks = Array.from({ length: cells.length / 7 }, (_, week) =>
    cells.slice(week * 7, week * 7 + 7),
  );

  return (
    <div role="grid" aria-labelledby={labelledBy} className="gc-calendar">
      <div role="row" className="gc-calendar__row">
        {WEEKDAYS.map((weekday) => (
          <div
            key={weekday}
            role="columnheader"
            aria-label={weekday}
            className="gc-calendar__weekday"
          >
            {weekday.slice(0, 3)}
          </div>
        ))}
      </div>
      {weeks.map((week, weekIndex) => (
        <div key={week[0]?.date} role="row" className="gc-calendar__row">
          {week.map((cell, dayIndex) => {
            const entry = byDate.get(cell.date);
            const state = dayStateOf(habit, entry);
            const enabled = clickable(cell);
            const day = parseISO(cell.date);
            return (
              <div key={cell.date} role="gridcell" className="gc-calendar__cell">
                <button
                  ref={(button) => {
                    if (button) buttons.current.set(cell.date, button);
                    else buttons.current.delete(cell.date);
                  }}
                  type="button"
                  className={cn(
                    'gc-calendar__day',
                    !cell.inShownMonth && 'gc-calendar__day--outside',
                    cell.date === today && 'gc-calendar__day--today',
                  )}
                  data-testid="history-day"
                  data-date={cell.date}
                  data-state={state}
                  disabled={!enabled}
                  aria-disabled={enabled && saving ? true : undefined}
                  aria-current={cell.date === today ? 'date' : undefined}
                  aria-label={`${format(day, 'EEEE, MMMM d, yyyy')}: ${dayStateText(state, habit, entry)}`}
                  tabIndex={cell.date === tabStop ? 0 : -1}
                  onClick={() => {
                    setFocusedDate(cell.date);
                    if (!saving) onCycleDay(cell.date);
                  }}
                  onKeyDown={(event) => onKeyDown(event, weekIndex * 7 + dayIndex)}
                >
                  <span className="gc-calendar__number">{day.getDate()}</span>
                  <DayStateIcon state={state} />
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
