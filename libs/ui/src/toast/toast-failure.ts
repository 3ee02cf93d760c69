import { errorMessageOf } from '@goalcoach/api';
import { toast } from './toast-store';

/** The failure toast of SPEC §8: the server's own words, else the given fallback. */
export function toastFailure(title: string, error: unknown, fallback: string): void {
  toast({ title, description: errorMessageOf(error, fallback), variant: 'destructive' });
}
