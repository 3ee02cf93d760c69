import { type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

export type SwitchProps = Omit<
  ComponentPropsWithRef<'button'>,
  'onChange' | 'value' | 'defaultChecked' | 'type' | 'role'
> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * An on/off button (the WAI-ARIA switch: a button with `role="switch"` and `aria-checked`),
 * written here rather than taken from Radix: this one is all of it, and every first render
 * would carry Radix's.
 */
export function Switch({ checked, onCheckedChange, className, onClick, ...rest }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={checked ? 'checked' : 'unchecked'}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange(!checked);
      }}
      className={cn('gc-switch', className)}
    >
      <span className="gc-switch__thumb" data-state={checked ? 'checked' : 'unchecked'} />
    </button>
  );
}
