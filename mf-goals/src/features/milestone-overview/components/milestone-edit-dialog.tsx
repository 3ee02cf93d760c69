import {
  PLAN_DESCRIPTION_MAX_LENGTH,
  PLAN_TITLE_MAX_LENGTH,
  type MilestoneWithGoal,
} from '@goalcoach/contracts';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  Field,
  Input,
  Textarea,
  toast,
  toastFailure,
} from '@goalcoach/ui';
import { useState, type FormEvent } from 'react';
import { useEditMilestone } from '../api/use-edit-milestone';

export type MilestoneEditDialogProps = {
  /** The milestone to edit; kept while the dialog closes, so its content does not vanish. */
  milestone: MilestoneWithGoal | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The problem with a text field, in the server's words; null when it is fine. */
function blankProblem(label: string, value: string): string | null {
  return value.trim() === '' ? `${label} is required` : null;
}

function MilestoneEditForm({
  milestone,
  onDone,
}: {
  milestone: MilestoneWithGoal;
  onDone: () => void;
}) {
  const edit = useEditMilestone();
  const [title, setTitle] = useState(milestone.title);
  const [description, setDescription] = useState(milestone.description);
  const titleProblem = blankProblem('Title', title);
  const descriptionProblem = blankProblem('Description', description);
  const valid = titleProblem === null && descriptionProblem === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || edit.isPending) return;
    edit.mutate(
      { milestone, title: title.trim(), description: description.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Milestone updated', variant: 'success' });
          onDone();
        },
        // The dialog stays open with what was typed.
        onError: (error) => toastFailure('Error', error, 'Failed to update milestone'),
      },
    );
  };

  return (
    <form className="gc-stack" onSubmit={submit} noValidate data-testid="milestone-edit-form">
      <Field
        label="Title"
        hint={`${title.trim().length}/${PLAN_TITLE_MAX_LENGTH}`}
        error={titleProblem ?? undefined}
        required
      >
        <Input
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={PLAN_TITLE_MAX_LENGTH}
          autoFocus
          data-testid="milestone-edit-title"
        />
      </Field>
      <Field
        label="Description"
        hint={`${description.trim().length}/${PLAN_DESCRIPTION_MAX_LENGTH}`}
        error={descriptionProblem ?? undefined}
        required
      >
        <Textarea
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={PLAN_DESCRIPTION_MAX_LENGTH}
          rows={4}
          data-testid="milestone-edit-description"
        />
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" data-testid="milestone-edit-cancel">
            Cancel
          </Button>
        </DialogClose>
        <Button
          type="submit"
          disabled={!valid}
          loading={edit.isPending}
          data-testid="milestone-edit-save"
        >
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Edits a milestone's title and description from Home's milestones tab. */
export function MilestoneEditDialog({ milestone, open, onOpenChange }: MilestoneEditDialogProps) {
  return (
    <Dialog open={open && milestone !== null} onOpenChange={onOpenChange}>
      {milestone && (
        <DialogContent
          title="Edit Milestone"
          description={`Part of ${milestone.goalName}`}
          size="md"
          data-testid="milestone-edit-dialog"
        >
          <MilestoneEditForm
            key={milestone.id}
            milestone={milestone}
            onDone={() => onOpenChange(false)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
