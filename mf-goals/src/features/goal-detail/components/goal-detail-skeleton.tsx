import { Skeleton } from '@goalcoach/ui';

export function GoalDetailSkeleton() {
  return (
    <div className="gc-stack" aria-busy="true" data-testid="goal-detail-loading">
      <h1 className="gc-visually-hidden">Loading your goal</h1>
      <Skeleton height={16} width={120} />
      <Skeleton height={36} width="75%" />
      <Skeleton height={16} width={220} />
      <div className="goals-stat-grid">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={96} />
        ))}
      </div>
      <Skeleton height={160} />
      <Skeleton height={48} />
      <Skeleton height={240} />
    </div>
  );
}
