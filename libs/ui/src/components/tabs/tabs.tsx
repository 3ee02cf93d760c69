import * as TabsPrimitive from '@radix-ui/react-tabs';
import { type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

export type TabsProps = ComponentPropsWithRef<typeof TabsPrimitive.Root>;

export function Tabs({ className, ...rest }: TabsProps) {
  return <TabsPrimitive.Root {...rest} className={cn('gc-tabs', className)} />;
}

export type TabsListProps = ComponentPropsWithRef<typeof TabsPrimitive.List> & {
  /** Stretches the triggers to share the full width. */
  fullWidth?: boolean;
};

export function TabsList({ className, fullWidth = false, ...rest }: TabsListProps) {
  return (
    <TabsPrimitive.List
      {...rest}
      className={cn('gc-tabs__list', fullWidth && 'gc-tabs__list--full', className)}
    />
  );
}

export type TabsTriggerProps = ComponentPropsWithRef<typeof TabsPrimitive.Trigger>;

export function TabsTrigger({ className, ...rest }: TabsTriggerProps) {
  return <TabsPrimitive.Trigger {...rest} className={cn('gc-tabs__trigger', className)} />;
}

export type TabsContentProps = ComponentPropsWithRef<typeof TabsPrimitive.Content>;

export function TabsContent({ className, ...rest }: TabsContentProps) {
  return <TabsPrimitive.Content {...rest} className={cn('gc-tabs__content', className)} />;
}
