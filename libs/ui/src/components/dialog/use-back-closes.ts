import { useLayoutEffect, useRef } from 'react';
import { addDialogEntry, removeDialogEntry } from './dialog-history';

/**
 * While `open`, the dialog has a history entry of its own, so Back closes it and the page
 * stays (see dialog-history.ts). In the layout phase: Back closes dialogs synchronously and
 * then looks at which are still open.
 */
export function useBackCloses(open: boolean, setOpen: (open: boolean) => void): void {
  const latestSetOpen = useRef(setOpen);
  useLayoutEffect(() => {
    latestSetOpen.current = setOpen;
  });
  useLayoutEffect(() => {
    if (!open) return;
    const entry = addDialogEntry(() => latestSetOpen.current(false));
    return () => removeDialogEntry(entry);
  }, [open]);
}
