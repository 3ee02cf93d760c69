import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

export type DropdownMenuProps = ComponentPropsWithRef<typeof MenuPrimitive.Root>;

/**
 * Not modal by default: a modal menu hides the page from assistive technology (aria-hidden)
 * while the page's controls stay focusable. Escape, Tab and a click outside still close it.
 */
export function DropdownMenu({ modal = false, ...rest }: DropdownMenuProps) {
  return <MenuPrimitive.Root modal={modal} {...rest} />;
}

export type DropdownMenuTriggerProps = ComponentPropsWithRef<typeof MenuPrimitive.Trigger>;

export function DropdownMenuTrigger(props: DropdownMenuTriggerProps) {
  return <MenuPrimitive.Trigger {...props} />;
}

export type DropdownMenuContentProps = ComponentPropsWithRef<typeof MenuPrimitive.Content>;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  collisionPadding = 8,
  align = 'end',
  ...rest
}: DropdownMenuContentProps) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        {...rest}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        align={align}
        className={cn('gc-menu', className)}
      />
    </MenuPrimitive.Portal>
  );
}

export type DropdownMenuItemProps = ComponentPropsWithRef<typeof MenuPrimitive.Item> & {
  variant?: 'default' | 'destructive';
};

export function DropdownMenuItem({
  className,
  variant = 'default',
  ...rest
}: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      {...rest}
      className={cn(
        'gc-menu__item',
        variant === 'destructive' && 'gc-menu__item--destructive',
        className,
      )}
    />
  );
}

/** The check shown beside a checked checkbox item or the chosen radio item. */
function SelectedIndicator() {
  return (
    <span className="gc-menu__indicator">
      <MenuPrimitive.ItemIndicator>
        <Check aria-hidden="true" />
      </MenuPrimitive.ItemIndicator>
    </span>
  );
}

export type DropdownMenuCheckboxItemProps = ComponentPropsWithRef<
  typeof MenuPrimitive.CheckboxItem
>;

export function DropdownMenuCheckboxItem({
  className,
  children,
  ...rest
}: DropdownMenuCheckboxItemProps) {
  return (
    <MenuPrimitive.CheckboxItem
      {...rest}
      className={cn('gc-menu__item', 'gc-menu__item--selectable', className)}
    >
      <SelectedIndicator />
      {children}
    </MenuPrimitive.CheckboxItem>
  );
}

export type DropdownMenuRadioGroupProps = ComponentPropsWithRef<typeof MenuPrimitive.RadioGroup>;

export function DropdownMenuRadioGroup(props: DropdownMenuRadioGroupProps) {
  return <MenuPrimitive.RadioGroup {...props} />;
}

export type DropdownMenuRadioItemProps = ComponentPropsWithRef<typeof MenuPrimitive.RadioItem>;

export function DropdownMenuRadioItem({
  className,
  children,
  ...rest
}: DropdownMenuRadioItemProps) {
  return (
    <MenuPrimitive.RadioItem
      {...rest}
      className={cn('gc-menu__item', 'gc-menu__item--selectable', className)}
    >
      <SelectedIndicator />
      {children}
    </MenuPrimitive.RadioItem>
  );
}

export type DropdownMenuGroupProps = ComponentPropsWithRef<typeof MenuPrimitive.Group>;

export function DropdownMenuGroup(props: DropdownMenuGroupProps) {
  return <MenuPrimitive.Group {...props} />;
}

export type DropdownMenuLabelProps = ComponentPropsWithRef<typeof MenuPrimitive.Label>;

export function DropdownMenuLabel({ className, ...rest }: DropdownMenuLabelProps) {
  return <MenuPrimitive.Label {...rest} className={cn('gc-menu__label', className)} />;
}

export type DropdownMenuSeparatorProps = ComponentPropsWithRef<typeof MenuPrimitive.Separator>;

export function DropdownMenuSeparator({ className, ...rest }: DropdownMenuSeparatorProps) {
  return <MenuPrimitive.Separator {...rest} className={cn('gc-menu__separator', className)} />;
}
