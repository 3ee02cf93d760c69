import { describe, expect, it } from '@jest/globals';
import { limitKey, retryAfterSeconds, storedKey } from './rate-limit-rule.js';

const now = new Date('2025-03-01T12:00:00Z');
const rule = { name: 'sign-in:account', limit: 10, windowMs: 15 * 60_000, refusal: 'No' };

describe('retryAfterSeconds', () => {
  it('counts down to the moment the limit-th newest attempt leaves the window', () => {
    expect(retryAfterSeconds(new Date(now.getTime() + 10 * 60_000), now)).toBe(600);
    expect(retryAfterSeconds(new Date(now.getTime() + 1500), now)).toBe(2);
  });

  it('never says 0 or less', () => {
    expect(retryAfterSeconds(new Date(now.getTime() + 10), now)).toBe(1);
    expect(retryAfterSeconds(now, now)).toBe(1);
  });
});

describe('storedKey', () => {
  it('is the rule name and a hash of the subject, one per subject', () => {
    const ada = storedKey(limitKey(rule, 'ada@example.com'));
    expect(ada).toMatch(/^sign-in:account:[A-Za-z0-9_-]{43}$/);
    expect(ada).not.toContain('ada');
    expect(storedKey(limitKey(rule, 'ada@example.com'))).toBe(ada);
    expect(storedKey(limitKey(rule, 'bob@example.com'))).not.toBe(ada);
  });

  it('is short whatever the subject (a forged X-Forwarded-For of any length)', () => {
    expect(storedKey(limitKey(rule, 'x'.repeat(100_000))).length).toBeLessThan(64);
  });
});
