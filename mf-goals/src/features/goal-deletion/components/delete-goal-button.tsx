import { GOAL_RESTORE_HOURS } from '@goalcoach/contracts';
import { Button, Dialog, DialogContent, DialogFooter, DialogTrigger } from '@goalcoach/ui';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDeleteGoal } from '../api/use-delete-goal';

export type DeleteGoalButtonProps = { goalId: string };

/** The goal header's Delete: asks first, saying the goal can be restored for 24 hours. */
export function DeleteGoalButton({ goalId }: DeleteGoalButtonProps) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteGoal(goalId);

  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" data-testid="delete-goal">
          <Trash2 aria-hidden />
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent title="Delete this goal?" size="sm" data-testid="delete-goal-dialog">
        <p className="goals-muted">
          The goal, its milestones, weekly checkpoints and tasks leave your lists. You can restore
          it for {GOAL_RESTORE_HOURS} hours with Undo, or from Recently Deleted in your account
          settings.
        </p>
        <DialogFooter>
          <Button variant="ghost" onClick={() => setOpen(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            onClick={() => remove.mutate(undefined, { onSettled: () => setOpen(false) })}
            loading={remove.isPending}
            data-testid="delete-goal-confirm"
          >
            Delete Goal
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
