import { Dialog, DialogContent, QueryLoading, Skeleton } from '@goalcoach/ui';
import { lazy, Suspense } from 'react';
import { useHabits } from '../../../shared/api/use-habits';
import './habit-history-dialog.css';

// The calendar, heat map and chart are only needed once a history is opened.
const HabitHistoryBody = lazy(() => import('./habit-history-body'));

export type HabitHistoryDialogProps = {
  /** The habit whose history is open; null when closed. */
  habitId: string | null;
  onClose: () => void;
};

/** The Completion History of one habit: its figures, a month calendar and its details. */
export function HabitHistoryDialog({ habitId, onClose }: HabitHistoryDialogProps) {
  const habitName = useHabits().data?.find((habit) => habit.id === habitId)?.habitName;
  return (
    <Dialog open={habitId !== null} onOpenChange={(open) => !open && onClose()}>
      {habitId !== null && (
        <DialogContent
          title="Completion History"
          description={habitName}
          size="lg"
          className="gc-history-dialog"
          data-testid="habit-history-dialog"
        >
          <Suspense fallback={<HistoryLoading />}>
            <HabitHistoryBody habitId={habitId} />
          </Suspense>
        </DialogContent>
      )}
    </Dialog>
  );
}

function HistoryLoading() {
  return (
    <QueryLoading label="Loading the history">
      <Skeleton height={88} />
      <Skeleton height={320} />
    </QueryLoading>
  );
}
