import { describe, expect, it } from '@jest/globals';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  isSessionExpired,
  sessionExpiresAt,
  shouldTouchSession,
} from './session-lifetime.js';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2025-03-01T12:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe('session lifetime', () => {
  it('ends 30 days after creation', () => {
    expect(sessionExpiresAt(start).toISOString()).toBe('2025-03-31T12:00:00.000Z');
    expect(SESSION_ABSOLUTE_MS).toBe(30 * DAY);
  });

  it('ends after 7 idle days', () => {
    const session = { lastUsedAt: start, expiresAt: sessionExpiresAt(start) };
    expect(SESSION_IDLE_MS).toBe(7 * DAY);
    expect(isSessionExpired(session, at(7 * DAY - 1))).toBe(false);
    expect(isSessionExpired(session, at(7 * DAY))).toBe(true);
  });

  it('ends at the absolute limit even when used every day', () => {
    const session = { lastUsedAt: at(30 * DAY - 1000), expiresAt: sessionExpiresAt(start) };
    expect(isSessionExpired(session, at(30 * DAY - 1))).toBe(false);
    expect(isSessionExpired(session, at(30 * DAY))).toBe(true);
  });

  it('writes last use at most once a minute', () => {
    const session = { lastUsedAt: start, expiresAt: sessionExpiresAt(start) };
    expect(shouldTouchSession(session, at(59_999))).toBe(false);
    expect(shouldTouchSession(session, at(60_000))).toBe(true);
  });
});
