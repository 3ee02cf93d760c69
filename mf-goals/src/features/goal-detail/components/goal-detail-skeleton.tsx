import { Grid, Skeleton } from '@goalcoach/ui';
import './goal-stat-cards.css';

export function GoalDetailSkeleton() {
  return (
    <div className="gc-stack" aria-busy="true" data-testid="goal-detail-loading">
      <h1 className="gc-visually-hidden">Loading your goal</h1>
      <Skeleton height={16} width={120} />
      <Skeleton height={36} width="75%" />
      <Skeleton height={16} width={220} />
      <Grid columns={{ base: 2, md: 4 }} className="goals-stat-grid">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={96} />
        ))}
      </Grid>
      <Skeleton height={160} />
      <Skeleton height={48} />
      <Skeleton height={240} />
    </div>
  );
}
