import { type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

export type BadgeVariant =
  'default' | 'secondary' | 'success' | 'warning' | 'destructive' | 'outline';

export type BadgeProps = ComponentPropsWithRef<'span'> & {
  variant?: BadgeVariant;
};

export function Badge({ variant = 'default', className, ...rest }: BadgeProps) {
  return <span {...rest} className={cn('gc-badge', `gc-badge--${variant}`, className)} />;
}
