import type { Habit, HabitEntry } from '@goalcoach/contracts';
import { Tooltip } from '@goalcoach/ui';
import { Activity, CalendarCheck, Flame, Info, Percent, Trophy } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { STRENGTH_EXPLANATION } from '../../../shared/lib/strength-explanation';
import { streakText } from '../../../shared/lib/streak-text';
import { daysActive, entriesByDate, RECENT_DAYS, recentRate } from '../utils/history-stats';

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
    <ul className="gc-history-stats" aria-label="Statistics">
      <StatCard
        icon={<Flame />}
        label="Current streak"
        value={streakText(habit.streakCount, habit.streakUnit)}
        testId="history-stat-current"
      />
      <StatCard
        icon={<Trophy />}
        label="Best streak"
        value={streakText(habit.bestStreak, habit.streakUnit)}
        testId="history-stat-best"
      />
      <StatCard
        icon={<Percent />}
        label={`Last ${RECENT_DAYS} days`}
        value={`${recent.percent}%`}
        caption={recentCaption}
        testId="history-stat-last10"
      />
      <StatCard
        icon={<CalendarCheck />}
        label="Days active"
        value={String(daysActive(entries))}
        caption="Days with a completion"
        testId="history-stat-days-active"
      />
      <StatCard
        icon={<Activity />}
        label={
          <>
            Strength
            <Tooltip content={STRENGTH_EXPLANATION}>
              <button
                type="button"
                className="gc-history-stat__info"
                aria-label={`About strength. ${STRENGTH_EXPLANATION}`}
              >
                <Info aria-hidden="true" />
              </button>
            </Tooltip>
          </>
        }
        value={`${habit.strength}%`}
        testId="history-stat-strength"
      />
    </ul>
  );
}

type StatCardProps = {
  icon: ReactNode;
  label: ReactNode;
  value: string;
  caption?: string;
  testId: string;
};

function StatCard({ icon, label, value, caption, testId }: StatCardProps) {
  return (
    <li className="gc-history-stat">
      <span className="gc-history-stat__label">
        <span className="gc-history-stat__icon" aria-hidden="true">
          {icon}
        </span>
        {label}
      </span>
      <span className="gc-history-stat__value" data-testid={testId}>
        {value}
      </span>
      {caption && <span className="gc-history-stat__caption">{caption}</span>}
    </li>
  );
}
