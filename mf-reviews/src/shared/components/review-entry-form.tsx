import { REVIEW_TEXT_MAX_LENGTH } from '@goalcoach/contracts';
import { Button, Field, Textarea } from '@goalcoach/ui';
import { useState, type FormEvent } from 'react';
import { isBlankEntry } from '../lib/entry-texts';

export type EntryField<Key extends string> = {
  key: Key;
  label: string;
  placeholder?: string;
  testId: string;
};

export type ReviewEntryFormProps<Key extends string> = {
  fields: readonly EntryField<Key>[];
  emptyValues: Record<Key, string>;
  rows: number;
  saving: boolean;
  /** Called with the texts as typed; they stay in the form until it closes (a failed save keeps them). */
  onSave: (values: Record<Key, string>) => void;
  onCancel: () => void;
  testIds: { form?: string; save: string; cancel: string };
};

/**
 * The manual entry of the Weekly and Monthly tabs: Save Entry needs one text that is not blank.
 * Both forms put Save Entry (primary) before Cancel.
 */
export function ReviewEntryForm<Key extends string>({
  fields,
  emptyValues,
  rows,
  saving,
  onSave,
  onCancel,
  testIds,
}: ReviewEntryFormProps<Key>) {
  const [values, setValues] = useState(emptyValues);
  const blank = isBlankEntry(values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || saving) return;
    onSave(values);
  };

  return (
    <form className="gc-stack" onSubmit={submit} noValidate data-testid={testIds.form}>
      {fields.map(({ key, label, placeholder, testId }, index) => (
        <Field key={key} label={label}>
          <Textarea
            value={values[key]}
            onChange={(event) => {
              const text = event.target.value;
              setValues((current) => ({ ...current, [key]: text }));
            }}
            placeholder={placeholder}
            rows={rows}
            maxLength={REVIEW_TEXT_MAX_LENGTH}
            autoFocus={index === 0}
            data-testid={testId}
          />
        </Field>
      ))}
      <div className="gc-cluster gc-cluster--end">
        <Button type="submit" disabled={blank} loading={saving} data-testid={testIds.save}>
          Save Entry
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={onCancel}
          disabled={saving}
          data-testid={testIds.cancel}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
