import * as CollapsiblePrimitive from '@radix-ui/react-collapsible';
import { type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

export type CollapsibleProps = ComponentPropsWithRef<typeof CollapsiblePrimitive.Root>;

export function Collapsible({ className, ...rest }: CollapsibleProps) {
  return <CollapsiblePrimitive.Root {...rest} className={cn('gc-collapsible', className)} />;
}

export type CollapsibleTriggerProps = ComponentPropsWithRef<typeof CollapsiblePrimitive.Trigger>;

/** Unstyled unless `asChild` is false; pass a Button with `asChild` for the usual look. */
export function CollapsibleTrigger({ className, ...rest }: CollapsibleTriggerProps) {
  return (
    <CollapsiblePrimitive.Trigger
      {...rest}
      className={cn(!rest.asChild && 'gc-collapsible__trigger', className)}
    />
  );
}

export type CollapsibleContentProps = ComponentPropsWithRef<typeof CollapsiblePrimitive.Content>;

export function CollapsibleContent({ className, ...rest }: CollapsibleContentProps) {
  return (
    <CollapsiblePrimitive.Content {...rest} className={cn('gc-collapsible__content', className)} />
  );
}
