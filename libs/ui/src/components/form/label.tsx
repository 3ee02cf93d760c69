import { type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

export type LabelProps = ComponentPropsWithRef<'label'> & {
  /** Adds a visual required marker; the control itself carries `required`. */
  required?: boolean;
};

export function Label({ required = false, className, children, ...rest }: LabelProps) {
  return (
    <label {...rest} className={cn('gc-label', className)}>
      {children}
      {required && (
        <span className="gc-label__required" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}
