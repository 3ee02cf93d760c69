/** Failed sign-ins allowed per window, by account and by client address. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_MAX_FAILURES_PER_ACCOUNT = 10;
export const SIGN_IN_MAX_FAILURES_PER_IP = 30;

export interface WindowState {
  /** Failures inside the window. */
  count: number;
  /** The oldest failure inside the window, or null when none. */
  oldest: Date | null;
}

/**
 * Seconds until one more attempt is allowed (the oldest failure leaves the window), or 0 when
 * the limit is not reached.
 */
export function retryAfterSeconds(state: WindowState, limit: number, now: Date): number {
  if (state.count < limit || !state.oldest) return 0;
  const freeAt = state.oldest.getTime() + SIGN_IN_WINDOW_MS;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

export function accountKey(email: string): string {
  return `account:${email.trim().toLowerCase()}`;
}

export function ipKey(ip: string): string {
  return `ip:${ip}`;
}
