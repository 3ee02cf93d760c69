import { Skeleton, StatGrid, StatTile } from '@goalcoach/ui';
import { Flame, Target, TrendingUp, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useStats } from '../api/use-stats';
import './stats-strip.css';

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
      <StatGrid columns={{ base: 2, md: 4 }} gap={3} className="goals-stats">
        <StatTile
          icon={<Target aria-hidden size={16} />}
          label="Active Goals"
          value={show(data?.activeGoals)}
          valueTestId="stats-active-goals"
          valueFirst
        />
        <StatTile
          icon={<Flame aria-hidden size={16} />}
          label="Day Streak"
          value={show(data?.streak)}
          valueTestId="stats-streak"
          valueFirst
        />
        <StatTile
          icon={<Trophy aria-hidden size={16} />}
          label="Completed"
          value={show(data?.completedGoals)}
          valueTestId="stats-completed-goals"
          valueFirst
        />
        <StatTile
          icon={<TrendingUp aria-hidden size={16} />}
          label="Overall Progress"
          value={show(data?.overallProgress, '%')}
          valueTestId="stats-overall-progress"
          valueFirst
        />
      </StatGrid>
    </section>
  );
}
