import { type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

export type TextareaProps = ComponentPropsWithRef<'textarea'> & {
  /** Marks the value as invalid (aria-invalid and error style). */
  invalid?: boolean;
};

export function Textarea({
  invalid,
  className,
  'aria-invalid': ariaInvalid,
  ...rest
}: TextareaProps) {
  return (
    <textarea
      {...rest}
      aria-invalid={invalid || ariaInvalid || undefined}
      className={cn('gc-input', 'gc-textarea', className)}
    />
  );
}
