import { useEffect, useRef, useState } from 'react';

/**
 * An inline form opened by a button: whether it shows, and the button, where focus returns when
 * the form closes itself (Save or Cancel). A form closed from outside, e.g. by another card
 * starting its own edit, leaves the focus where the user put it.
 */
export function useInlineForm(open: boolean, close: () => void) {
  const openerRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    openerRef.current?.focus();
  }, [open]);

  return {
    openerRef,
    /** For the form's own Save and Cancel. */
    closeForm: () => {
      returnFocus.current = true;
      close();
    },
  };
}

/** useInlineForm with its own open state. */
export function useInlineFormState() {
  const [open, setOpen] = useState(false);
  return { open, setOpen, ...useInlineForm(open, () => setOpen(false)) };
}
