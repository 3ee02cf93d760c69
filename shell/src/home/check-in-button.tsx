import { Button } from '@goalcoach/ui';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { RemoteDialogHost } from '../federation/remote-dialog';
import { NavAction } from '../layout/nav-action-slot';
import './check-in-button.css';

/**
 * Home's Check In button. On a phone it lives in the bottom bar, beside the main navigation, so
 * it never covers the page; wider screens have no bottom bar and float it in the corner. The
 * dialog belongs to the reviews remote; its code is fetched the first time the button is used,
 * and stays mounted after that so closing keeps its exit animation and a second opening is
 * instant.
 */
export function CheckInButton() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = (
    <Button
      data-testid="check-in-fab"
      onClick={() => {
        setUsed(true);
        setOpen(true);
      }}
    >
      <CalendarCheck aria-hidden size={20} />
      Check In
    </Button>
  );
  return (
    <>
      <NavAction
        // A fixed frame around the button: the button keeps the design system's own look.
        fallback={<div className="shell-check-in-fab">{button}</div>}
      >
        {button}
      </NavAction>
      {used && (
        <RemoteDialogHost
          module="mf_reviews/CheckInDialog"
          area="Daily Check-In"
          open={open}
          onOpenChange={setOpen}
        />
      )}
    </>
  );
}
