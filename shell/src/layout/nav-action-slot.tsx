import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useBottomBar } from './use-bottom-bar';

/** The place in the bottom bar where a page may put its one main action. */
export const NavActionSlotContext = createContext<HTMLElement | null>(null);

type NavActionProps = {
  /** The action in the bottom bar, on a phone. */
  children: ReactNode;
  /** Where the action goes when there is no bottom bar (a wider screen, or no frame). */
  fallback: ReactNode;
};

/**
 * A page's main action lives in the bottom bar on a phone, so it never floats over the page;
 * wider screens (no bottom bar) get the fallback.
 */
export function NavAction({ children, fallback }: NavActionProps) {
  const slot = useContext(NavActionSlotContext);
  const bottomBar = useBottomBar();
  if (bottomBar && slot) return createPortal(children, slot);
  return fallback;
}
