import type { Habit } from '@goalcoach/contracts';
import { Button, Dialog, DialogContent, DialogFooter } from '@goalcoach/ui';
import { useDeleteHabit } from '../api/use-delete-habit';

export type DeleteHabitDialogProps = {
  habit: Habit;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the habit is deleted, before it leaves the list. */
  onDeleted?: () => void;
};

/** Asks before deleting (DECISIONS), naming the habit and what goes with it. */
export function DeleteHabitDialog({
  habit,
  open,
  onOpenChange,
  onDeleted,
}: DeleteHabitDialogProps) {
  const remove = useDeleteHabit(habit.id, onDeleted);

  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <DialogContent title="Delete this habit?" size="sm" data-testid="habit-delete-dialog">
        <p className="gc-habit-muted">
          “{habit.habitName}” will be removed from your routine, with its streak, its history and
          its reflections. This cannot be undone.
        </p>
        <DialogFooter>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            onClick={() => remove.mutate(undefined, { onSettled: () => onOpenChange(false) })}
            loading={remove.isPending}
            data-testid="habit-delete-confirm"
          >
            Delete Habit
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
