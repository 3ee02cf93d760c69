import { clientAddressKey } from '../platform/security/rate-limit/client-address.js';
import {
  type RateLimitKey,
  type RateLimitRule,
  limitKey,
} from '../platform/security/rate-limit/rate-limit-rule.js';

/**
 * Wrong feed tokens per client address (IPv4, or IPv6 /64) per 15 minutes. A request is counted
 * before its token is checked and the count is taken back when the token was right, so guesses
 * in parallel cannot pass the limit while calendar apps polling a live feed use up nothing. An
 * old address a calendar keeps polling after a reset counts, hence a limit well above what one
 * person's devices make.
 */
export const FEED_GUESSES_PER_ADDRESS: RateLimitRule = {
  name: 'calendar-feed:ip',
  limit: 30,
  windowMs: 15 * 60_000,
  refusal: 'Too many calendar feed requests. Please try again later.',
};

export function feedGuessKeys(ip: string): RateLimitKey[] {
  return [limitKey(FEED_GUESSES_PER_ADDRESS, clientAddressKey(ip))];
}
