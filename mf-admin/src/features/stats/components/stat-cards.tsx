import type { AdminStats } from '@goalcoach/contracts';
import { QueryError, QueryLoading, Skeleton, StatGrid, StatTile } from '@goalcoach/ui';
import { Activity, DollarSign, Users, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAdminStats } from '../../../shared/api/use-admin-stats';
import { formatCount } from '../../../shared/lib/format-count';
import { formatUsd } from '../../../shared/lib/format-usd';
import './stat-cards.css';

type StatCard = {
  testId: string;
  label: string;
  icon: ReactNode;
  value: (stats: AdminStats) => string;
};

const CARDS: StatCard[] = [
  {
    testId: 'admin-stat-total-users',
    label: 'Total Users',
    icon: <Users aria-hidden />,
    value: (stats) => formatCount(stats.totalUsers),
  },
  {
    testId: 'admin-stat-active-today',
    label: 'Active Today',
    icon: <Activity aria-hidden />,
    value: (stats) => formatCount(stats.activeUsersToday),
  },
  {
    testId: 'admin-stat-calls-today',
    label: 'API Calls Today',
    icon: <Zap aria-hidden />,
    value: (stats) => formatCount(stats.apiCallsToday),
  },
  {
    // Not an estimate: the recorded tokens of today's model calls, priced.
    testId: 'admin-stat-cost-today',
    label: 'Cost Today',
    icon: <DollarSign aria-hidden />,
    value: (stats) => formatUsd(stats.estimatedCost),
  },
];

/** The dashboard's four stat cards. */
export function StatCards() {
  const stats = useAdminStats();

  if (stats.isError) {
    return (
      <QueryError
        title="Unable to load the figures"
        onRetry={() => void stats.refetch()}
        retrying={stats.isRefetching}
        testId="admin-stats-error"
      >
        Something went wrong while loading the figures. Please try again.
      </QueryError>
    );
  }
  if (!stats.data) {
    return (
      <QueryLoading label="Loading the figures" className="gc-grid gc-admin-stats">
        {CARDS.map((card) => (
          <Skeleton key={card.testId} height={96} />
        ))}
      </QueryLoading>
    );
  }
  const data = stats.data;
  return (
    <StatGrid className="gc-admin-stats">
      {CARDS.map((card) => (
        <StatTile
          key={card.testId}
          frame="card"
          icon={card.icon}
          label={card.label}
          value={card.value(data)}
          data-testid={card.testId}
        />
      ))}
    </StatGrid>
  );
}
