import { describe, expect, it } from '@jest/globals';
import { hashToken, newOpaqueToken } from './opaque-token.js';

describe('opaque tokens', () => {
  it('are 256 random bits, base64url, different every time', () => {
    const token = newOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newOpaqueToken()).not.toBe(token);
  });

  it('are stored as their SHA-256', () => {
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hashToken(newOpaqueToken())).toMatch(/^[0-9a-f]{64}$/);
  });
});
