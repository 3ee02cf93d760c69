import { Card, Skeleton } from '@goalcoach/ui';
import './habit-card.css';
import './habit-card-title.css';

/** Stands for a habit card while the habits load. */
export function HabitCardSkeleton() {
  return (
    <Card className="gc-habit-card" aria-hidden="true">
      <div className="gc-habit-card__top">
        <Skeleton width={36} height={36} radius="full" />
        <Skeleton width="55%" height={22} />
      </div>
      <Skeleton width="40%" height={16} />
      <Skeleton width="100%" height={8} radius="full" />
      <Skeleton width="100%" height={52} />
    </Card>
  );
}
