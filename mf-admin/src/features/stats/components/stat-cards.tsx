import type { AdminStats } from '@goalcoach/contracts';
import { Card, QueryError, QueryLoading, Skeleton } from '@goalcoach/ui';
import { Activity, DollarSign, Users, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAdminStats } from '../../../shared/api/use-admin-stats';
import { formatCount } from '../../../shared/lib/format-count';
import { formatUsd } from '../../../shared/lib/format-usd';

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
    // SPEC's 'Est. Cost Today': the figure is now the recorded tokens' real price (DECISIONS).
    testId: 'admin-stat-cost-today',
    label: 'Cost Today',
    icon: <DollarSign aria-hidden />,
    value: (stats) => formatUsd(stats.estimatedCost),
  },
];

/** SPEC §2's four stat cards. */
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
      <QueryLoading label="Loading the figures" className="gc-admin-stats">
        {CARDS.map((card) => (
          <Skeleton key={card.testId} height={96} />
        ))}
      </QueryLoading>
    );
  }
  const data = stats.data;
  return (
    <dl className="gc-admin-stats">
      {CARDS.map((card) => (
        <Card key={card.testId} className="gc-admin-stat" data-testid={card.testId}>
          <dt className="gc-admin-stat__label">
            <span className="gc-admin-stat__icon">{card.icon}</span>
            {card.label}
          </dt>
          <dd className="gc-admin-stat__value">{card.value(data)}</dd>
        </Card>
      ))}
    </dl>
  );
}
