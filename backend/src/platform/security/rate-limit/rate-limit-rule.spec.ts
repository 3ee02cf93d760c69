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
  it('is the rule name and the subject', () => {
    expect(storedKey(limitKey(rule, 'ada@example.com'))).toBe('sign-in:account:ada@example.com');
  });
});
