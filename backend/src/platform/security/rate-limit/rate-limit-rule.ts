import { createHash } from 'node:crypto';

/** At most `limit` attempts per `windowMs` (a sliding window) for each subject of the rule. */
export interface RateLimitRule {
  /** Unique per rule: the first part of every key the rule counts under. */
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
  /** The 429 answer's message. */
  readonly refusal: string;
}

export function rule(
  name: string,
  limit: number,
  windowMs: number,
  refusal: string,
): RateLimitRule {
  return { name, limit, windowMs, refusal };
}

/** One counter: a rule applied to one subject (an account, an address, a client network). */
export interface RateLimitKey {
  readonly rule: RateLimitRule;
  readonly subject: string;
}

export function limitKey(rule: RateLimitRule, subject: string): RateLimitKey {
  return { rule, subject };
}

/**
 * The text stored for a key: the rule's name and a SHA-256 of the subject. The subject comes from
 * the client (an e-mail, an X-Forwarded-For entry) and may be of any length; the hash keeps every
 * key short enough for the index, and keeps no address in the table.
 */
export function storedKey(key: RateLimitKey): string {
  return `${key.rule.name}:${createHash('sha256').update(key.subject).digest('base64url')}`;
}

/**
 * Seconds until a key that is full gets a free slot: `fullUntil` is when the `limit`-th newest
 * attempt leaves the window. At least 1, since Retry-After: 0 would invite an immediate retry.
 */
export function retryAfterSeconds(fullUntil: Date, now: Date): number {
  return Math.max(1, Math.ceil((fullUntil.getTime() - now.getTime()) / 1000));
}
