import { GOAL_RESTORE_HOURS } from '@goalcoach/contracts';
import { Button, ConfirmDialog } from '@goalcoach/ui';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDeleteGoal } from '../api/use-delete-goal';

export type DeleteGoalButtonProps = { goalId: string };

/** The goal header's Delete: asks first, saying the goal can be restored for 24 hours. */
export function DeleteGoalButton({ goalId }: DeleteGoalButtonProps) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteGoal(goalId);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm" data-testid="delete-goal">
          <Trash2 aria-hidden />
          Delete
        </Button>
      }
      title="Delete this goal?"
      description={`The goal, its milestones, weekly checkpoints and tasks leave your lists. You can restore it for ${GOAL_RESTORE_HOURS} hours with Undo, or from Recently Deleted in your account settings.`}
      confirmLabel="Delete Goal"
      onConfirm={() => remove.mutate(undefined, { onSettled: () => setOpen(false) })}
      pending={remove.isPending}
      testId="delete-goal-dialog"
      confirmTestId="delete-goal-confirm"
    />
  );
}
