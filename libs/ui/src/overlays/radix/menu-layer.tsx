import * as MenuPrimitive from '@radix-ui/react-menu';
import { useRef } from 'react';
import type { DropdownMenuContentProps } from '../../components/dropdown-menu/dropdown-menu-content-props';
import type { MenuState } from '../../components/dropdown-menu/menu-state';
import { cn } from '../../lib/cn';

/** The parts items are made of; they render inside MenuLayer's content. */
export const Menu = {
  Item: MenuPrimitive.Item,
  RadioGroup: MenuPrimitive.RadioGroup,
  RadioItem: MenuPrimitive.RadioItem,
  ItemIndicator: MenuPrimitive.ItemIndicator,
  Label: MenuPrimitive.Label,
  Separator: MenuPrimitive.Separator,
};

type MenuLayerProps = DropdownMenuContentProps & { menu: MenuState };

const ITEM = '[role^="menuitem"]:not([data-disabled])';

/**
 * Radix's menu (what its DropdownMenu does around it), opened and closed by the state of our
 * DropdownMenu and placed against our trigger.
 */
export function MenuLayer({
  menu,
  className,
  sideOffset = 6,
  collisionPadding = 8,
  align = 'end',
  onCloseAutoFocus,
  onInteractOutside,
  ...rest
}: MenuLayerProps) {
  const interactedOutside = useRef(false);
  return (
    <MenuPrimitive.Root
      open={menu.open}
      onOpenChange={menu.setOpen}
      modal={menu.modal}
      dir={menu.dir}
    >
      <MenuPrimitive.Anchor virtualRef={menu.triggerRef} />
      <MenuPrimitive.Portal>
        <MenuPrimitive.Content
          id={menu.contentId}
          aria-labelledby={menu.triggerId}
          {...rest}
          sideOffset={sideOffset}
          collisionPadding={collisionPadding}
          align={align}
          className={cn('gc-menu', className)}
          onEntryFocus={(event) => {
            // Radix notices keyboard use only while mounted, which the first opening precedes.
            if (!menu.openedWithKeyboard()) return;
            event.preventDefault();
            const content = event.currentTarget;
            if (content instanceof HTMLElement) {
              content.querySelector<HTMLElement>(ITEM)?.focus({ preventScroll: true });
            }
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            if (!interactedOutside.current) menu.triggerRef.current?.focus();
            interactedOutside.current = false;
            event.preventDefault();
          }}
          onInteractOutside={(event) => {
            onInteractOutside?.(event);
            if (event.defaultPrevented) return;
            const original = event.detail.originalEvent;
            const rightClick =
              'button' in original &&
              (original.button === 2 || (original.button === 0 && original.ctrlKey));
            if (!menu.modal || rightClick) interactedOutside.current = true;
          }}
        />
      </MenuPrimitive.Portal>
    </MenuPrimitive.Root>
  );
}
