import { QueryError, QueryLoading, Skeleton } from '@goalcoach/ui';
import { lazy, Suspense } from 'react';
import { useDailyUsage } from '../api/use-daily-usage';
import { usageSummary } from '../utils/usage-summary';
import { UsageTable } from './usage-table';
import './usage-chart.css';

// chart.js is sizeable: it loads when the chart is first drawn, not with the page.
const UsageChartCanvas = lazy(() => import('./usage-chart-canvas'));

const CHART_HEIGHT = 220;

/** The last 30 days' calls and cost, with the same figures as a table for screen readers. */
export function UsageChart() {
  const usage = useDailyUsage();

  if (usage.isError) {
    return (
      <QueryError
        title="Unable to load the daily usage"
        onRetry={() => void usage.refetch()}
        retrying={usage.isRefetching}
        testId="admin-usage-chart-error"
      >
        Something went wrong while loading the last 30 days. Please try again.
      </QueryError>
    );
  }
  const loading = (
    <QueryLoading label="Loading the daily usage">
      <Skeleton height={CHART_HEIGHT} />
    </QueryLoading>
  );
  if (!usage.data) return loading;

  const summary = usageSummary(usage.data);
  return (
    <figure className="gc-admin-chart" data-testid="admin-usage-chart">
      <figcaption className="gc-text-muted">Last 30 days · {summary}</figcaption>
      <div className="gc-admin-chart__canvas" style={{ height: CHART_HEIGHT }}>
        <Suspense fallback={loading}>
          <UsageChartCanvas
            days={usage.data}
            label="API calls per day as bars and their cost as a line, last 30 days"
          />
        </Suspense>
      </div>
      <UsageTable days={usage.data} />
    </figure>
  );
}
