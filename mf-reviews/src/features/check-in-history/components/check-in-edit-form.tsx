import type { CheckIn } from '@goalcoach/contracts';
import { Button } from '@goalcoach/ui';
import { useState, type FormEvent } from 'react';
import {
  CheckInTextFields,
  type CheckInTexts,
} from '../../../shared/components/check-in-text-fields';
import { useUpdateCheckIn } from '../api/use-update-check-in';
import { checkInEditRequest } from '../utils/check-in-edit';

export type CheckInEditFormProps = {
  checkIn: CheckIn;
  /** Saved or cancelled: the card goes back to reading. */
  onDone: () => void;
};

/** Editing a check-in: a save leaves edit mode; the texts stay as typed when it fails. */
export function CheckInEditForm({ checkIn, onDone }: CheckInEditFormProps) {
  const [texts, setTexts] = useState<CheckInTexts>({
    wins: checkIn.wins ?? '',
    lessons: checkIn.lessons ?? '',
  });
  const update = useUpdateCheckIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    update.mutate(
      { id: checkIn.id, request: checkInEditRequest(texts.wins, texts.lessons) },
      { onSuccess: onDone },
    );
  };

  return (
    <form className="gc-stack" onSubmit={submit} noValidate data-testid="check-in-edit-form">
      <CheckInTextFields
        texts={texts}
        onTextChange={(field, text) => setTexts((current) => ({ ...current, [field]: text }))}
        labels={{ wins: 'Wins', lessons: 'Lessons' }}
        testIdPrefix="check-in-edit"
        autoFocus
      />
      <div className="gc-cluster gc-cluster--end">
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
