import { createContext, use, type RefObject } from 'react';

/** What a Dialog shares with its trigger, content and close buttons. */
export type DialogState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  modal: boolean;
  contentId: string;
  /** The DialogTrigger, if any: it gets the focus back on close. */
  triggerRef: RefObject<HTMLElement | null>;
};

export const DialogStateContext = createContext<DialogState | null>(null);

export function useDialogState(part: string): DialogState {
  const state = use(DialogStateContext);
  if (!state) throw new Error(`${part} must be used within Dialog`);
  return state;
}
