import type { Goal } from '@goalcoach/contracts';
import { Card, Tooltip } from '@goalcoach/ui';
import { Flame, Info, Shield, Target, Zap, type LucideIcon } from 'lucide-react';

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
    <ul className="goals-stat-grid" aria-label="Goal statistics">
      {STAT_CARDS.map(({ label, testId, icon: Icon, value, unit, explanation }) => (
        <li key={label}>
          <Card className="goals-stat">
            <div className="goals-stat__head">
              <Icon aria-hidden size={18} className="goals-stat__icon" />
              <span className="goals-stat__label">{label}</span>
              <Tooltip content={explanation}>
                <button type="button" className="goals-stat__info" aria-label={`About ${label}`}>
                  <Info aria-hidden size={16} />
                </button>
              </Tooltip>
            </div>
            <p className="goals-stat__value" data-testid={testId}>
              {value(goal)}
              {unit && <span className="goals-stat__unit"> {unit(goal)}</span>}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
