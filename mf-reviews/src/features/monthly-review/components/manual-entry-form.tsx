import { REVIEW_TEXT_MAX_LENGTH } from '@goalcoach/contracts';
import { Button, Field, Textarea } from '@goalcoach/ui';
import { useState, type FormEvent } from 'react';
import { useAddMonthlyEntry } from '../api/use-add-monthly-entry';
import {
  EMPTY_MANUAL_ENTRY,
  hasManualEntryText,
  manualEntryRequest,
  type ManualEntryValues,
} from '../utils/manual-entry';
import type { YearMonth } from '../utils/months';

const FIELDS: { key: keyof ManualEntryValues; label: string; testId: string }[] = [
  { key: 'totalWins', label: 'Monthly Win', testId: 'monthly-entry-wins' },
  { key: 'totalLessons', label: 'Lesson Learned', testId: 'monthly-entry-lessons' },
  { key: 'weeklyHighlights', label: 'Weekly Highlight', testId: 'monthly-entry-highlights' },
  { key: 'areasToImprove', label: 'Areas to Improve Next Month', testId: 'monthly-entry-areas' },
];

type ManualEntryFormProps = {
  chosen: YearMonth;
  /** After a save (the form is then cleared) or on Cancel. */
  onClose: () => void;
};

/** SPEC §2/§4/§5: the monthly manual entry; a failed save keeps the text. */
export function ManualEntryForm({ chosen, onClose }: ManualEntryFormProps) {
  const [values, setValues] = useState<ManualEntryValues>(EMPTY_MANUAL_ENTRY);
  const save = useAddMonthlyEntry();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasManualEntryText(values) || save.isPending) return;
    save.mutate(manualEntryRequest(chosen.year, chosen.month, values), {
      onSuccess: () => {
        setValues(EMPTY_MANUAL_ENTRY);
        onClose();
      },
    });
  };

  return (
    <form className="gc-stack gc-monthly-entry" onSubmit={submit} data-testid="monthly-entry-form">
      {FIELDS.map((field, index) => (
        <Field key={field.key} label={field.label}>
          <Textarea
            rows={3}
            value={values[field.key]}
            onChange={(event) => setValues({ ...values, [field.key]: event.target.value })}
            maxLength={REVIEW_TEXT_MAX_LENGTH}
            autoFocus={index === 0}
            data-testid={field.testId}
          />
        </Field>
      ))}
      <div className="gc-cluster">
        <Button
          type="submit"
          disabled={!hasManualEntryText(values)}
          loading={save.isPending}
          data-testid="monthly-entry-save"
        >
          Save Entry
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={onClose}
          disabled={save.isPending}
          data-testid="monthly-entry-cancel"
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
