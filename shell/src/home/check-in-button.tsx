import { Button } from '@goalcoach/ui';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { RemoteDialogHost } from '../federation/remote-dialog';

/**
 * Home's floating Check In button (SPEC §2). The dialog belongs to the reviews remote; its code
 * is fetched the first time the button is used, and stays mounted after that so closing keeps
 * its exit animation and a second opening is instant.
 */
export function CheckInButton() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      {/* A fixed frame around the button: the button keeps the design system's own positioning. */}
      <div className="shell-check-in-fab">
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
      </div>
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
