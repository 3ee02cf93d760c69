import type * as MenuPrimitive from '@radix-ui/react-menu';
import { Check } from 'lucide-react';
import { type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';
import { requireOverlays } from '../../overlays/load-overlays';

// Items only ever render inside open menu content, which exists once the Radix code is in.

export type DropdownMenuItemProps = ComponentPropsWithRef<typeof MenuPrimitive.Item> & {
  variant?: 'default' | 'destructive';
};

export function DropdownMenuItem({
  className,
  variant = 'default',
  ...rest
}: DropdownMenuItemProps) {
  const { Menu } = requireOverlays('DropdownMenuItem');
  return (
    <Menu.Item
      {...rest}
      className={cn(
        'gc-menu__item',
        variant === 'destructive' && 'gc-menu__item--destructive',
        className,
      )}
    />
  );
}

/** The check shown beside the chosen radio item. */
function SelectedIndicator() {
  const { Menu } = requireOverlays('DropdownMenu indicator');
  return (
    <span className="gc-menu__indicator">
      <Menu.ItemIndicator>
        <Check aria-hidden="true" />
      </Menu.ItemIndicator>
    </span>
  );
}

export type DropdownMenuRadioGroupProps = ComponentPropsWithRef<typeof MenuPrimitive.RadioGroup>;

export function DropdownMenuRadioGroup(props: DropdownMenuRadioGroupProps) {
  const { Menu } = requireOverlays('DropdownMenuRadioGroup');
  return <Menu.RadioGroup {...props} />;
}

export type DropdownMenuRadioItemProps = ComponentPropsWithRef<typeof MenuPrimitive.RadioItem>;

export function DropdownMenuRadioItem({
  className,
  children,
  ...rest
}: DropdownMenuRadioItemProps) {
  const { Menu } = requireOverlays('DropdownMenuRadioItem');
  return (
    <Menu.RadioItem
      {...rest}
      className={cn('gc-menu__item', 'gc-menu__item--selectable', className)}
    >
      <SelectedIndicator />
      {children}
    </Menu.RadioItem>
  );
}

export type DropdownMenuLabelProps = ComponentPropsWithRef<typeof MenuPrimitive.Label>;

export function DropdownMenuLabel({ className, ...rest }: DropdownMenuLabelProps) {
  const { Menu } = requireOverlays('DropdownMenuLabel');
  return <Menu.Label {...rest} className={cn('gc-menu__label', className)} />;
}

export type DropdownMenuSeparatorProps = ComponentPropsWithRef<typeof MenuPrimitive.Separator>;

export function DropdownMenuSeparator({ className, ...rest }: DropdownMenuSeparatorProps) {
  const { Menu } = requireOverlays('DropdownMenuSeparator');
  return <Menu.Separator {...rest} className={cn('gc-menu__separator', className)} />;
}
