/** At most `limit` attempts per `windowMs` (a sliding window) for each subject of the rule. */
export interface RateLimitRule {
  /** Unique per rule: the first part of every key the rule counts under. */
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
  /** The 429 answer's message. */
  readonly refusal: string;
}

/** One counter: a rule applied to one subject (an account, an address, a client network). */
export interface RateLimitKey {
  readonly rule: RateLimitRule;
  readonly subject: string;
}

export function limitKey(rule: RateLimitRule, subject: string): RateLimitKey {
  return { rule, subject };
}

/** The text stored for a key (rule names contain no ':' of their own meaning to a subject). */
export function storedKey(key: RateLimitKey): string {
  return `${key.rule.name}:${key.subject}`;
}

/**
 * Seconds until a key that is full gets a free slot: `fullUntil` is when the `limit`-th newest
 * attempt leaves the window. At least 1, since Retry-After: 0 would invite an immediate retry.
 */
export function retryAfterSeconds(fullUntil: Date, now: Date): number {
  return Math.max(1, Math.ceil((fullUntil.getTime() - now.getTime()) / 1000));
}
