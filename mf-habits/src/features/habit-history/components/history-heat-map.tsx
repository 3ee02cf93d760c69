import type { Habit, HabitEntry } from '@goalcoach/contracts';
import { formatCalendarDate } from '@goalcoach/dates';
import { cn } from '@goalcoach/ui';
import { type CSSProperties, useLayoutEffect, useMemo, useRef } from 'react';
import { type DayState, dayStateOf } from '../../../shared/lib/day-state';
import { heatMapMonthLabels, heatMapWeeks } from '../utils/heat-map-weeks';
import { entriesByDate } from '../utils/history-stats';
import { dayStateText } from './day-state-text';
import { HistorySection } from './history-section';
import './day-state.css';
import './history-heat-map.css';

type HistoryHeatMapProps = { habit: Habit; entries: HabitEntry[]; today: string };

const WEEKDAY_LABELS = ['', 'Mon', '', 'Wed', '', 'Fri', ''];

/** The past year at a glance, like GitHub's contribution map: a column per week. */
export function HistoryHeatMap({ habit, entries, today }: HistoryHeatMapProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const weeks = useMemo(() => heatMapWeeks(today), [today]);
  const byDate = useMemo(() => entriesByDate(entries), [entries]);
  const days = weeks.flatMap((week, column) =>
    week.flatMap((date, row) => {
      if (!date) return [];
      const entry = byDate.get(date);
      const state = dayStateOf(habit, entry);
      return [{ date, row, column, state, entry, started: date >= habit.createdOn }];
    }),
  );
  const totals = countStates(days.map((day) => day.state));

  // Today is at the right end; on a narrow screen that is where the map starts.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, []);

  return (
    <HistorySection title="Past year">
      <div
        ref={scroller}
        className="gc-heat-map__scroller"
        role="region"
        aria-label="Past year, scrolls sideways"
        tabIndex={0}
      >
        <div
          className="gc-heat-map"
          style={{ '--gc-heat-map-weeks': weeks.length } as CSSProperties}
        >
          <div className="gc-heat-map__months" aria-hidden="true">
            {heatMapMonthLabels(weeks).map(({ column, label }) => (
              <span key={`${label}-${column}`} style={{ gridColumn: column + 1 }}>
                {label}
              </span>
            ))}
          </div>
          <div className="gc-heat-map__weekdays" aria-hidden="true">
            {WEEKDAY_LABELS.map((label, row) => (
              <span key={row}>{label}</span>
            ))}
          </div>
          <div
            className="gc-heat-map__days"
            role="img"
            aria-label={`Past year: ${totals.done} days done, ${totals.partial} partly done, ${totals.skipped} skipped.`}
            data-testid="history-heatmap"
          >
            {days.map(({ date, row, column, state, entry, started }) => (
              <span
                key={date}
                className={cn('gc-day-swatch', !started && 'gc-day-swatch--before-start')}
                style={{ gridRow: row + 1, gridColumn: column + 1 }}
                data-date={date}
                data-state={state}
                title={`${formatCalendarDate(date)}: ${dayStateText(state, habit, entry)}`}
              />
            ))}
          </div>
        </div>
      </div>
    </HistorySection>
  );
}

function countStates(states: DayState[]): Record<DayState, number> {
  const totals: Record<DayState, number> = { done: 0, partial: 0, skipped: 0, none: 0 };
  for (const state of states) totals[state] += 1;
  return totals;
}
