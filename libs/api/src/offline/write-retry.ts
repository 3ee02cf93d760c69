import { isApiError } from '../api-error';
import { WriteDiscardedError } from './sign-in-gate';

/** A server error is tried this many times more before the write is given up. */
const SERVER_ERROR_RETRIES = 5;
const FIRST_DELAY_MS = 1000;
const LONGEST_DELAY_MS = 60_000;

/**
 * A write kept on the device is tried again while the network or the server is down: without
 * an answer (offline, unreachable) for as long as it takes, after a 5xx a few times. A 4xx is
 * the server's final word and is not repeated; a 401 never gets here (it waits for sign-in),
 * and a write discarded at another person's sign-in is gone.
 */
export function shouldRetryWrite(failureCount: number, error: unknown): boolean {
  if (error instanceof WriteDiscardedError) return false;
  if (!isApiError(error)) return true;
  if (error.status >= 500) return failureCount < SERVER_ERROR_RETRIES;
  return false;
}

/** Doubles from one second up to a minute, so a server coming back is not flooded. */
export function writeRetryDelay(failureCount: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** failureCount, LONGEST_DELAY_MS);
}
