import { errorMessageOf } from '@goalcoach/api';
import { toast } from './toast-store';

/** A failure toast: the server's own words, else the given fallback. */
export function toastFailure(title: string, error: unknown, fallback: string): void {
  toast({ title, description: errorMessageOf(error, fallback), variant: 'destructive' });
}
