import { Skeleton } from '@goalcoach/ui';
import './task-list.css';

export type TaskListSkeletonProps = { rows?: number };

export function TaskListSkeleton({ rows = 3 }: TaskListSkeletonProps) {
  return (
    <div className="goals-task-skeleton" aria-busy="true" aria-label="Loading tasks">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={24} />
      ))}
    </div>
  );
}
