import { errorMessageOf } from '@goalcoach/api';
import { toast } from '@goalcoach/ui';
import { useState } from 'react';

/** A form's submit: `pending` is true while `run`'s action is under way, whatever its end. */
export function useFormAction() {
  const [pending, setPending] = useState(false);
  async function run(action: () => Promise<void>): Promise<void> {
    setPending(true);
    try {
      await action();
    } finally {
      setPending(false);
    }
  }
  return { pending, run };
}

/** A failure toast: the server's own words, else the given fallback. */
export function toastFailure(title: string, error: unknown, fallback: string): void {
  toast({ title, description: errorMessageOf(error, fallback), variant: 'destructive' });
}
