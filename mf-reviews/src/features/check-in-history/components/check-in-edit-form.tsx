import { CHECK_IN_TEXT_MAX_LENGTH, type CheckIn } from '@goalcoach/contracts';
import { Button, Field } from '@goalcoach/ui';
import { useState, type FormEvent } from 'react';
import { BulletTextarea } from '../../../shared/components/bullet-textarea';
import { CHECK_IN_PLACEHOLDERS } from '../../../shared/lib/check-in-placeholders';
import { useUpdateCheckIn } from '../api/use-update-check-in';
import { checkInEditRequest } from '../utils/check-in-edit';

export type CheckInEditFormProps = {
  checkIn: CheckIn;
  /** Saved or cancelled: the card goes back to reading. */
  onDone: () => void;
};

/** SPEC §4 check-in editing: the texts stay as typed when a save fails. */
export function CheckInEditForm({ checkIn, onDone }: CheckInEditFormProps) {
  const [wins, setWins] = useState(checkIn.wins ?? '');
  const [lessons, setLessons] = useState(checkIn.lessons ?? '');
  const update = useUpdateCheckIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    update.mutate(
      { id: checkIn.id, request: checkInEditRequest(wins, lessons) },
      { onSuccess: onDone },
    );
  };

  return (
    <form className="gc-stack" onSubmit={submit} noValidate data-testid="check-in-edit-form">
      <Field label="Wins">
        <BulletTextarea
          value={wins}
          onValueChange={setWins}
          placeholder={CHECK_IN_PLACEHOLDERS.wins}
          rows={3}
          maxLength={CHECK_IN_TEXT_MAX_LENGTH}
          autoFocus
          data-testid="check-in-edit-wins"
        />
      </Field>
      <Field label="Lessons">
        <BulletTextarea
          value={lessons}
          onValueChange={setLessons}
          placeholder={CHECK_IN_PLACEHOLDERS.lessons}
          rows={3}
          maxLength={CHECK_IN_TEXT_MAX_LENGTH}
          data-testid="check-in-edit-lessons"
        />
      </Field>
      <div className="gc-reviews-actions">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onDone}
          disabled={update.isPending}
          data-testid="check-in-edit-cancel"
        >
          Cancel
        </Button>
        <Button type="submit" size="sm" loading={update.isPending} data-testid="check-in-edit-save">
          Save
        </Button>
      </div>
    </form>
  );
}
