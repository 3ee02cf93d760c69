import { describe, expect, it } from '@jest/globals';
import { SIGN_IN_WINDOW_MS, accountKey, retryAfterSeconds } from './sign-in-limit.js';

const now = new Date('2025-03-01T12:00:00Z');

describe('retryAfterSeconds', () => {
  it('is 0 under the limit', () => {
    expect(retryAfterSeconds({ count: 9, oldest: now }, 10, now)).toBe(0);
    expect(retryAfterSeconds({ count: 0, oldest: null }, 10, now)).toBe(0);
  });

  it('counts down to the moment the oldest failure leaves the window', () => {
    const oldest = new Date(now.getTime() - 5 * 60_000);
    expect(retryAfterSeconds({ count: 10, oldest }, 10, now)).toBe(10 * 60);
    const almost = new Date(now.getTime() - SIGN_IN_WINDOW_MS + 10);
    expect(retryAfterSeconds({ count: 10, oldest: almost }, 10, now)).toBe(1);
  });
});

describe('accountKey', () => {
  it('ignores case and spaces', () => {
    expect(accountKey(' Ada@Example.COM ')).toBe('account:ada@example.com');
  });
});
