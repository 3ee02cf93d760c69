import type { AdminStats } from '@goalcoach/contracts';
import { QueryError, QueryLoading, Skeleton } from '@goalcoach/ui';
import { useAdminStats } from '../../../shared/api/use-admin-stats';
import { formatCount } from '../../../shared/lib/format-count';
import { formatUsd } from '../../../shared/lib/format-usd';

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
    // SPEC §9's monthly estimate, projected from the 7 completed days before today (DECISIONS).
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
    <dl className="gc-admin-figures">
      {FIGURES.map((figure) => (
        <div key={figure.testId} className="gc-admin-figure" data-testid={figure.testId}>
          <dt className="gc-admin-muted">{figure.label}</dt>
          <dd className="gc-admin-figure__value">{figure.value(data)}</dd>
        </div>
      ))}
    </dl>
  );
}
