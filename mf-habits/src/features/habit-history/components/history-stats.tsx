import type { Habit, HabitEntry } from '@goalcoach/contracts';
import { StatGrid, StatTile, Tooltip } from '@goalcoach/ui';
import { Activity, CalendarCheck, Flame, Info, Percent, Trophy } from 'lucide-react';
import { useMemo } from 'react';
import { STRENGTH_EXPLANATION } from '../../../shared/lib/strength-explanation';
import { streakText } from '../../../shared/lib/streak-text';
import { daysActive, entriesByDate, RECENT_DAYS, recentRate } from '../utils/history-stats';
import './history-stats.css';

type HistoryStatsProps = { habit: Habit; entries: HabitEntry[]; today: string };

export function HistoryStats({ habit, entries, today }: HistoryStatsProps) {
  const recent = useMemo(
    () => recentRate(habit, entriesByDate(entries), today),
    [habit, entries, today],
  );
  const recentCaption =
    habit.frequency === 'weekly'
      ? `${recent.doneDays} done days in the last ${RECENT_DAYS} days`
      : recent.countedDays < RECENT_DAYS
        ? `Done on ${recent.doneDays} of the ${recent.countedDays} days since it started`
        : `Done on ${recent.doneDays} of the last ${RECENT_DAYS} days`;

  return (
    <StatGrid columns={{ md: 5 }} className="gc-history-stats" aria-label="Statistics">
      <StatTile
        icon={<Flame />}
        label="Current streak"
        value={streakText(habit.streakCount, habit.streakUnit)}
        valueTestId="history-stat-current"
      />
      <StatTile
        icon={<Trophy />}
        label="Best streak"
        value={streakText(habit.bestStreak, habit.streakUnit)}
        valueTestId="history-stat-best"
      />
      <StatTile
        icon={<Percent />}
        label={`Last ${RECENT_DAYS} days`}
        value={`${recent.percent}%`}
        caption={recentCaption}
        valueTestId="history-stat-last10"
      />
      <StatTile
        icon={<CalendarCheck />}
        label="Days active"
        value={String(daysActive(entries))}
        caption="Days with a completion"
        valueTestId="history-stat-days-active"
      />
      <StatTile
        icon={<Activity />}
        label="Strength"
        info={
          <Tooltip content={STRENGTH_EXPLANATION}>
            <button
              type="button"
              className="gc-history-stat__info"
              aria-label={`About strength. ${STRENGTH_EXPLANATION}`}
            >
              <Info aria-hidden="true" />
            </button>
          </Tooltip>
        }
        value={`${habit.strength}%`}
        valueTestId="history-stat-strength"
      />
    </StatGrid>
  );
}
