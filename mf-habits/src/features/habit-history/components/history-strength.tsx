import { QueryLoading, Skeleton } from '@goalcoach/ui';
import { lazy, Suspense, useId } from 'react';
import { useHabitStrength } from '../api/use-habit-strength';
import { strengthSummary } from '../utils/strength-summary';
import { QuerySection } from './query-section';

// chart.js is sizeable: it loads when the curve is first drawn, not with the page.
const StrengthChart = lazy(() => import('./strength-chart'));

export function HistoryStrength({ habitId }: { habitId: string }) {
  const headingId = useId();
  const strength = useHabitStrength(habitId);
  return (
    <section
      className="gc-history-section"
      aria-labelledby={headingId}
      data-testid="history-strength-chart"
    >
      <h3 id={headingId} className="gc-history-section__title">
        Strength over time
      </h3>
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
              <p className="gc-history-section__summary">{summary}</p>
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
    </section>
  );
}
