import type { Habit } from '@goalcoach/contracts';
import { Dialog, DialogContent } from '@goalcoach/ui';
import { HabitForm } from './habit-form';

export type HabitFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The habit to edit; absent to create one. */
  habit?: Habit;
};

/** The Create/Edit Habit dialog. The form lives in the content, so each opening starts afresh. */
export function HabitFormDialog({ open, onOpenChange, habit }: HabitFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={habit ? 'Edit Habit' : 'Create New Habit'}
        description={
          habit
            ? 'Change what this habit is, why it matters and how it is counted.'
            : 'A small, repeatable action that builds who you want to become.'
        }
        data-testid="habit-form-dialog"
      >
        <HabitForm key={habit?.id ?? 'new'} habit={habit} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
