import './check-in-form.css';
import { isOffline } from '@goalcoach/api';
import type { CheckIn } from '@goalcoach/contracts';
import { Alert, Button, DialogFooter, SYNC_PENDING_TEXT, toast } from '@goalcoach/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CheckInTextFields } from '../../../shared/components/check-in-text-fields';
import { checkInWrite, useSaveCheckIn } from '../api/use-save-check-in';
import { checkInRequest, draftFrom, isAnswered, missingAnswers } from '../utils/check-in-draft';
import { ConfidenceChoice } from './confidence-choice';
import { DoneChoice } from './done-choice';

export type CheckInFormProps = {
  /** The day this check-in is for: the day the dialog opened, even once midnight has passed. */
  day: string;
  /** That day's check-in, when the user already checked in. */
  existing: CheckIn | undefined;
  onSaved: () => void;
  onCancel: () => void;
};

/** The answers stay as typed while a failed save is tried again. */
export function CheckInForm({ day, existing, onSaved, onCancel }: CheckInFormProps) {
  const [draft, setDraft] = useState(() => draftFrom(existing));
  const save = useSaveCheckIn();
  // With no network the check-in waits on the device (and is sent later): nothing to wait for.
  const keptOnDevice = save.isPending && ((save.isPaused && isOffline()) || save.failureCount > 0);
  const told = useRef(false);
  const missingId = useId();
  const missing = missingAnswers(draft);
  useEffect(() => {
    if (!keptOnDevice || told.current) return;
    told.current = true;
    toast({ title: 'Check-in saved', description: SYNC_PENDING_TEXT });
    onSaved();
  }, [keptOnDevice, onSaved]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isAnswered(draft) || save.isPending) return;
    // Named by its day, so sent after midnight, later (kept offline) or twice, it still lands on
    // the day whose form it is.
    const request = { ...checkInRequest(draft, existing), date: day };
    save.mutate(checkInWrite(request), { onSuccess: onSaved });
  };

  return (
    <form className="gc-stack gc-check-in-form" onSubmit={submit} noValidate>
      {existing && (
        <Alert data-testid="check-in-existing-note">
          You already checked in today — saving updates it
        </Alert>
      )}
      <DoneChoice
        value={draft.done}
        onChange={(done) => setDraft((current) => ({ ...current, done }))}
      />
      <ConfidenceChoice
        value={draft.confidence}
        onChange={(confidence) => setDraft((current) => ({ ...current, confidence }))}
      />
      <CheckInTextFields
        texts={draft}
        onTextChange={(field, text) => setDraft((current) => ({ ...current, [field]: text }))}
        labels={{ wins: 'Wins (optional)', lessons: 'Lessons (optional)' }}
        testIdPrefix="check-in"
      />
      <DialogFooter>
        <Button
          type="button"
          variant="outline"
          onClick={onCancel}
          disabled={save.isPending}
          data-testid="check-in-cancel"
        >
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={missing.length > 0}
          loading={save.isPending}
          aria-describedby={missing.length > 0 ? missingId : undefined}
          data-testid="check-in-save"
        >
          Save Check-In
        </Button>
        {missing.length > 0 && (
          <p id={missingId} className="gc-check-in-form__missing" data-testid="check-in-missing">
            {missing.map((words) => `${words}.`).join(' ')}
          </p>
        )}
      </DialogFooter>
    </form>
  );
}
