import { clientAddressKey } from '../platform/security/rate-limit/client-address.js';
import {
  type RateLimitKey,
  type RateLimitRule,
  limitKey,
} from '../platform/security/rate-limit/rate-limit-rule.js';

/**
 * Wrong feed tokens (misses) per client address (IPv4, or IPv6 /64) per 15 minutes; a miss past
 * the limit answers 429. Only misses count, and a presented token is looked up before the
 * address's count is read: many people share an address (a NAT, a calendar service's fetchers),
 * and one of them guessing must never lock the others out of their live feeds. The limit does
 * not have to stop guessing, which the token's 256 bits make hopeless (feed-token.ts); it spares
 * the database a flood of misses and tells a guesser to stop. An old address a calendar keeps
 * polling after a reset is a miss too, hence a limit well above what one person's devices make.
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
