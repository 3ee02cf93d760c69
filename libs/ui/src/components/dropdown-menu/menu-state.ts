import { createContext, use, type RefObject } from 'react';

/** What a DropdownMenu shares with its trigger and content. */
export type MenuState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  modal: boolean;
  dir: 'ltr' | 'rtl' | undefined;
  triggerId: string;
  contentId: string;
  triggerRef: RefObject<HTMLElement | null>;
  /** Opens or closes, noting whether the keyboard did it (the first item then gets the focus). */
  toggle: (open: boolean, withKeyboard: boolean) => void;
  openedWithKeyboard: () => boolean;
};

export const MenuStateContext = createContext<MenuState | null>(null);

export function useMenuState(part: string): MenuState {
  const state = use(MenuStateContext);
  if (!state) throw new Error(`${part} must be used within DropdownMenu`);
  return state;
}
