import { QueryLoading, Skeleton } from '@goalcoach/ui';
import './gallery-grid.css';

export function GallerySkeleton() {
  return (
    <QueryLoading
      label="Loading images"
      className="gc-grid gc-vision-grid"
      testId="vision-gallery-loading"
    >
      {[1, 2, 3].map((n) => (
        <Skeleton key={n} className="gc-vision-grid__skeleton" />
      ))}
    </QueryLoading>
  );
}
