import { errorMessageOf } from '@goalcoach/api';
import { Alert, Button } from '@goalcoach/ui';
import { RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useResetCalendarFeed } from '../api/use-calendar-feed';

/**
 * A new secret address, after a confirmation in place (a second dialog over this one would be
 * harder to use on a phone). The confirm button takes the focus, and Cancel gives it back.
 */
export function CalendarFeedReset() {
  const reset = useResetCalendarFeed();
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const warningId = useId();

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  const cancel = () => {
    setAsking(false);
    reset.reset();
    // Once the confirmation is gone, the button that asked is back.
    requestAnimationFrame(() => startRef.current?.focus());
  };

  const confirm = () =>
    reset.mutate(undefined, {
      onSuccess: () => setAsking(false),
    });

  if (!asking) {
    return (
      <div className="goals-calendar-feed__reset">
        <Button
          ref={startRef}
          variant="outline"
          onClick={() => setAsking(true)}
          data-testid="calendar-feed-reset"
        >
          <RotateCcw aria-hidden />
          Reset link
        </Button>
      </div>
    );
  }

  return (
    <div
      className="goals-calendar-feed__reset gc-stack"
      role="group"
      aria-describedby={warningId}
      data-testid="calendar-feed-reset-confirm"
    >
      <Alert variant="warning" id={warningId}>
        The old link stops working: calendars subscribed to it no longer update. You will need to
        subscribe again with the new link.
      </Alert>
      {reset.isError && (
        <Alert variant="destructive" data-testid="calendar-feed-reset-error">
          {errorMessageOf(reset.error, 'Failed to reset the link. Please try again.')}
        </Alert>
      )}
      <div className="gc-cluster">
        <Button variant="ghost" onClick={cancel} disabled={reset.isPending}>
          Cancel
        </Button>
        <Button
          ref={confirmRef}
          variant="destructive"
          onClick={confirm}
          loading={reset.isPending}
          data-testid="calendar-feed-reset-confirm-button"
        >
          Reset link
        </Button>
      </div>
    </div>
  );
}
