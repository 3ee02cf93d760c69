import type { Goal } from '@goalcoach/contracts';
import { StatGrid, StatTile, Tooltip } from '@goalcoach/ui';
import { Flame, Info, Shield, Target, Zap, type LucideIcon } from 'lucide-react';
import './goal-stat-cards.css';

type StatCard = {
  label: string;
  testId: string;
  icon: LucideIcon;
  value: (goal: Goal) => string;
  unit?: (goal: Goal) => string;
  explanation: string;
};

const days = (count: number) => (count === 1 ? 'day' : 'days');

function formatDays(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

const STAT_CARDS: readonly StatCard[] = [
  {
    label: 'Progress',
    testId: 'stat-progress',
    icon: Target,
    value: (goal) => `${goal.progressPercentage}%`,
    explanation: "The share of this goal's tasks you have completed.",
  },
  {
    label: 'Confidence',
    testId: 'stat-confidence',
    icon: Flame,
    value: (goal) => String(goal.confidenceStreak),
    unit: (goal) => days(goal.confidenceStreak),
    explanation: 'Your streak: consecutive days with a check-in where you did your daily action.',
  },
  {
    label: 'Momentum',
    testId: 'stat-momentum',
    icon: Zap,
    value: (goal) => `${goal.momentumPercentage}%`,
    explanation: 'How many of the tasks of the last 7 days you completed.',
  },
  {
    label: 'Resilience',
    testId: 'stat-resilience',
    icon: Shield,
    value: (goal) => formatDays(goal.resilienceDays),
    unit: (goal) => days(goal.resilienceDays),
    explanation:
      'Bounce-back days: days you completed 70% or more of your tasks right after a day under 50%.',
  },
];

export type GoalStatCardsProps = { goal: Goal };

/** Progress, Confidence, Momentum and Resilience, each explained in a tooltip. */
export function GoalStatCards({ goal }: GoalStatCardsProps) {
  return (
    <StatGrid
      columns={{ base: 2, md: 4 }}
      className="goals-stat-grid"
      aria-label="Goal statistics"
      data-testid="goal-stats"
    >
      {STAT_CARDS.map(({ label, testId, icon: Icon, value, unit, explanation }) => (
        <StatTile
          key={label}
          frame="card"
          truncateLabel
          icon={<Icon aria-hidden size={18} />}
          label={label}
          info={
            <Tooltip content={explanation}>
              <button type="button" className="goals-stat__info" aria-label={`About ${label}`}>
                <Info aria-hidden size={16} />
              </button>
            </Tooltip>
          }
          value={value(goal)}
          unit={unit?.(goal)}
          valueTestId={testId}
          data-testid="goal-stat-card"
        />
      ))}
    </StatGrid>
  );
}
