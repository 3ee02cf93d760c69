import { Skeleton } from '@goalcoach/ui';
import { Flame, Target, TrendingUp, Trophy, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useStats } from '../api/use-stats';

type StatItemProps = {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  testId: string;
};

function StatItem({ icon: Icon, label, value, testId }: StatItemProps) {
  return (
    <div className="goals-stats__item">
      <dt className="goals-stats__label">
        <Icon aria-hidden size={16} />
        {label}
      </dt>
      <dd className="goals-stats__value" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The home summary of GET /api/stats. */
export function StatsStrip() {
  const { data, isPending, isError } = useStats();
  const show = (value: number | undefined, suffix = ''): ReactNode => {
    if (isPending) return <Skeleton height={28} width={48} />;
    if (isError || value === undefined) return '–';
    return `${value}${suffix}`;
  };
  return (
    <section aria-label="Your stats" data-testid="stats-strip" aria-busy={isPending || undefined}>
      <dl className="goals-stats">
        <StatItem
          icon={Target}
          label="Active Goals"
          value={show(data?.activeGoals)}
          testId="stats-active-goals"
        />
        <StatItem
          icon={Flame}
          label="Day Streak"
          value={show(data?.streak)}
          testId="stats-streak"
        />
        <StatItem
          icon={Trophy}
          label="Completed"
          value={show(data?.completedGoals)}
          testId="stats-completed-goals"
        />
        <StatItem
          icon={TrendingUp}
          label="Overall Progress"
          value={show(data?.overallProgress, '%')}
          testId="stats-overall-progress"
        />
      </dl>
    </section>
  );
}
