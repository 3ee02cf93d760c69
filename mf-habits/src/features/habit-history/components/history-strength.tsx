import { QueryLoading, Skeleton } from '@goalcoach/ui';
import { lazy, Suspense } from 'react';
import { useHabitStrength } from '../api/use-habit-strength';
import { strengthSummary } from '../utils/strength-summary';
import { HistorySection } from './history-section';
import { QuerySection } from './query-section';
import './history-strength.css';

// chart.js is sizeable: it loads when the curve is first drawn, not with the page.
const StrengthChart = lazy(() => import('./strength-chart'));

export function HistoryStrength({ habitId }: { habitId: string }) {
  const strength = useHabitStrength(habitId);
  return (
    <HistorySection title="Strength over time" testId="history-strength-chart">
      <QuerySection
        query={strength}
        loadingLabel="Loading the strength curve"
        errorTitle="Unable to load the strength curve"
        placeholderHeight={200}
      >
        {(points) => {
          const summary = strengthSummary(points);
          return (
            <>
              <p className="gc-text-muted">{summary}</p>
              {points.length > 0 && (
                <div className="gc-strength-chart">
                  <Suspense
                    fallback={
                      <QueryLoading label="Drawing the strength curve">
                        <Skeleton height={200} />
                      </QueryLoading>
                    }
                  >
                    <StrengthChart points={points} label={summary} />
                  </Suspense>
                </div>
              )}
            </>
          );
        }}
      </QuerySection>
    </HistorySection>
  );
}
