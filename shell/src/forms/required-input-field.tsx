import { Field, Input } from '@goalcoach/ui';
import type { ComponentProps } from 'react';

type RequiredInputFieldProps = Omit<
  ComponentProps<typeof Input>,
  'value' | 'onChange' | 'required'
> & {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  /** The field's new value, at every keystroke. */
  onValueChange: (value: string) => void;
};

/**
 * A required input of the shell's forms: its label, the input (the rest of the props are the
 * input's), its hint and its error under it.
 */
export function RequiredInputField({
  label,
  hint,
  error,
  onValueChange,
  ...input
}: RequiredInputFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required>
      <Input {...input} onChange={(event) => onValueChange(event.target.value)} />
    </Field>
  );
}
