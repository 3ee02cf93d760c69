import { type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

export type InputProps = ComponentPropsWithRef<'input'> & {
  /** Marks the value as invalid (aria-invalid and error style). */
  invalid?: boolean;
};

export function Input({ invalid, className, 'aria-invalid': ariaInvalid, ...rest }: InputProps) {
  return (
    <input
      {...rest}
      aria-invalid={invalid || ariaInvalid || undefined}
      className={cn('gc-input', className)}
    />
  );
}
