import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { composeHandlers, composeRefs } from '../../lib/compose';
import { preloadOverlaysWhenIdle, useOverlays } from '../../overlays/load-overlays';
import { TriggerElement, type TriggerElementProps } from '../../overlays/trigger-element';
import { useHasOpened, useOpenState } from '../../overlays/use-open-state';
import type { DropdownMenuContentProps } from './dropdown-menu-content-props';
import { MenuStateContext, useMenuState, type MenuState } from './menu-state';

export type DropdownMenuProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  modal?: boolean;
  dir?: 'ltr' | 'rtl';
  children?: ReactNode;
};

/**
 * Not modal by default: a modal menu hides the page from assistive technology (aria-hidden)
 * while the page's controls stay focusable. Escape, Tab and a click outside still close it.
 */
export function DropdownMenu({
  modal = false,
  dir,
  open,
  defaultOpen,
  onOpenChange,
  children,
}: DropdownMenuProps) {
  const [isOpen, setOpen] = useOpenState({ open, defaultOpen, onOpenChange });
  const triggerId = useId();
  const contentId = useId();
  const triggerRef = useRef<HTMLElement>(null);
  const openedWithKeyboardRef = useRef(false);
  useEffect(preloadOverlaysWhenIdle, []);
  const state = useMemo<MenuState>(
    () => ({
      open: isOpen,
      setOpen,
      modal,
      dir,
      triggerId,
      contentId,
      triggerRef,
      toggle: (next, withKeyboard) => {
        openedWithKeyboardRef.current = withKeyboard;
        setOpen(next);
      },
      openedWithKeyboard: () => openedWithKeyboardRef.current,
    }),
    [isOpen, setOpen, modal, dir, triggerId, contentId],
  );
  return <MenuStateContext value={state}>{children}</MenuStateContext>;
}

export type DropdownMenuTriggerProps = TriggerElementProps;

const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

/** Opens on a press of the main mouse button (not on release), Enter, Space or ArrowDown. */
export function DropdownMenuTrigger({
  ref,
  disabled = false,
  onPointerDown,
  onKeyDown,
  ...rest
}: DropdownMenuTriggerProps) {
  const menu = useMenuState('DropdownMenuTrigger');
  const triggerRef = useMemo(
    () => composeRefs<HTMLElement>(ref, menu.triggerRef),
    [ref, menu.triggerRef],
  );
  return (
    <TriggerElement
      type="button"
      id={menu.triggerId}
      aria-haspopup="menu"
      aria-expanded={menu.open}
      aria-controls={menu.open ? menu.contentId : undefined}
      data-state={menu.open ? 'open' : 'closed'}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      {...rest}
      ref={triggerRef}
      onPointerDown={composeHandlers(onPointerDown, (event) => {
        if (disabled || event.button !== 0 || event.ctrlKey) return;
        menu.toggle(!menu.open, false);
        // Keeps the focus off the trigger, so the opening menu takes it without competition.
        if (!menu.open) event.preventDefault();
      })}
      onKeyDown={composeHandlers(onKeyDown, (event) => {
        if (disabled || !OPENING_KEYS.includes(event.key)) return;
        menu.toggle(event.key === 'ArrowDown' ? true : !menu.open, true);
        // No page scroll, and no click from the same key on the item that takes the focus.
        event.preventDefault();
      })}
    />
  );
}

/** Nothing until the menu first opens; then Radix's menu, anchored to our trigger. */
export function DropdownMenuContent(props: DropdownMenuContentProps) {
  const menu = useMenuState('DropdownMenuContent');
  const overlays = useOverlays(menu.open);
  const hasOpened = useHasOpened(menu.open);
  if (!overlays || !hasOpened) return null;
  return <overlays.MenuLayer {...props} menu={menu} />;
}

export {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from './dropdown-menu-items';
