import { Card, Skeleton } from '@goalcoach/ui';
import './goal-card.css';

export function GoalCardSkeleton() {
  return (
    <Card className="goals-card" data-testid="goal-card-skeleton">
      <Skeleton height={22} width="70%" />
      <Skeleton height={8} radius="full" />
      <Skeleton height={16} width="40%" />
    </Card>
  );
}
