import type { Habit } from '@goalcoach/contracts';
import { ConfirmDialog } from '@goalcoach/ui';
import { useDeleteHabit } from '../api/use-delete-habit';

export type DeleteHabitDialogProps = {
  habit: Habit;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the habit is deleted, before it leaves the list. */
  onDeleted?: () => void;
};

/** Asks before deleting, naming the habit and what goes with it. */
export function DeleteHabitDialog({
  habit,
  open,
  onOpenChange,
  onDeleted,
}: DeleteHabitDialogProps) {
  const remove = useDeleteHabit(habit.id, onDeleted);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this habit?"
      description={`“${habit.habitName}” will be removed from your routine, with its streak, its history and its reflections. This cannot be undone.`}
      confirmLabel="Delete Habit"
      onConfirm={() => remove.mutate(undefined, { onSettled: () => onOpenChange(false) })}
      pending={remove.isPending}
      testId="habit-delete-dialog"
      confirmTestId="habit-delete-confirm"
    />
  );
}
