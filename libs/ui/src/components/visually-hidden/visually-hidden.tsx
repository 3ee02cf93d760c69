import { type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span {...rest} className={cn('gc-visually-hidden', className)} />;
}
