import { Check } from 'lucide-react';
import { type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'>;

/**
 * A native checkbox with the design system's look: keyboard, forms and labels work as the
 * browser makes them. Name it with a wrapping `<label>`, `aria-label` or `aria-labelledby`.
 */
export function Checkbox({ className, style, ...rest }: CheckboxProps) {
  return (
    <span className={cn('gc-checkbox', className)} style={style}>
      <input {...rest} type="checkbox" className="gc-checkbox__input" />
      <Check className="gc-checkbox__icon" aria-hidden="true" strokeWidth={3} />
    </span>
  );
}
