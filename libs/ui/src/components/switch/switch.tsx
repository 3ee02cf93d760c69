import * as SwitchPrimitive from '@radix-ui/react-switch';
import { type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

export type SwitchProps = Omit<
  ComponentPropsWithRef<typeof SwitchPrimitive.Root>,
  'checked' | 'onCheckedChange' | 'defaultChecked'
> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
};

export function Switch({ className, ...rest }: SwitchProps) {
  return (
    <SwitchPrimitive.Root {...rest} className={cn('gc-switch', className)}>
      <SwitchPrimitive.Thumb className="gc-switch__thumb" />
    </SwitchPrimitive.Root>
  );
}
