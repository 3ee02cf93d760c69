import type { AdminStats } from '@goalcoach/contracts';
import { QueryError, QueryLoading, Skeleton, StatGrid, StatTile } from '@goalcoach/ui';
import { useAdminStats } from '../../../shared/api/use-admin-stats';
import { formatCount } from '../../../shared/lib/format-count';
import { formatUsd } from '../../../shared/lib/format-usd';
import './usage-figures.css';

const FIGURES: { testId: string; label: string; value: (stats: AdminStats) => string }[] = [
  {
    testId: 'admin-usage-calls-today',
    label: 'API calls today',
    value: (stats) => formatCount(stats.apiCallsToday),
  },
  {
    testId: 'admin-usage-calls-month',
    label: 'API calls this month',
    value: (stats) => formatCount(stats.apiCallsMonth),
  },
  {
    testId: 'admin-usage-cost-month',
    label: 'Cost this month',
    value: (stats) => formatUsd(stats.costMonth),
  },
  {
    // The 7 completed days before today, averaged and times 30.
    testId: 'admin-usage-projected',
    label: 'Projected monthly cost',
    value: (stats) => formatUsd(stats.projectedMonthlyCost),
  },
];

/** Resource Usage's figures, from the same stats as the cards above. */
export function UsageFigures() {
  const stats = useAdminStats();
  if (stats.isError) {
    return (
      <QueryError
        title="Unable to load the usage figures"
        onRetry={() => void stats.refetch()}
        retrying={stats.isRefetching}
        testId="admin-usage-figures-error"
      >
        Something went wrong while loading the figures. Please try again.
      </QueryError>
    );
  }
  if (!stats.data) {
    return (
      <QueryLoading label="Loading the usage figures">
        <Skeleton height={120} />
      </QueryLoading>
    );
  }
  const data = stats.data;
  return (
    <StatGrid columns={{ base: 1, sm: 2 }} className="gc-admin-figures">
      {FIGURES.map((figure) => (
        <StatTile
          key={figure.testId}
          frame="sunken"
          label={figure.label}
          value={figure.value(data)}
          data-testid={figure.testId}
        />
      ))}
    </StatGrid>
  );
}
