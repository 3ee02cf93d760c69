import { cloneElement, useId, type AriaAttributes, type ReactElement } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

type FieldControlProps = {
  id?: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
};

export type FieldProps = {
  label: string;
  hint?: string;
  error?: string;
  /** One form control; it receives id, aria-describedby and aria-invalid. */
  children: ReactElement<FieldControlProps>;
  required?: boolean;
  className?: string;
};

export function Field({ label, hint, error, children, required = false, className }: FieldProps) {
  const autoId = useId();
  const controlId = children.props.id ?? `${autoId}-control`;
  const hintId = hint ? `${autoId}-hint` : undefined;
  const errorId = error ? `${autoId}-error` : undefined;
  const describedBy =
    [children.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;

  const control = cloneElement(children, {
    id: controlId,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : children.props['aria-invalid'],
    required: required || children.props.required || undefined,
  });

  return (
    <div className={cn('gc-field', className)} data-invalid={error ? '' : undefined}>
      <Label htmlFor={controlId} required={required}>
        {label}
      </Label>
      {control}
      {hint && (
        <p id={hintId} className="gc-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="gc-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
