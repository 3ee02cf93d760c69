import { describe, expect, it } from '@jest/globals';
import { PasswordHasher } from './password-hasher.service.js';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('hashes with argon2id, m=19456, t=2, p=1, and verifies', async () => {
    const stored = await hasher.hash('tr0mb0ne-sky');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(stored, 'tr0mb0ne-sky')).toBe(true);
    expect(await hasher.verify(stored, 'tr0mb0ne-skY')).toBe(false);
  });

  it('answers false for a malformed hash and for no account', async () => {
    expect(await hasher.verify('not-a-hash', 'x')).toBe(false);
    expect(await hasher.verifyNothing('anything')).toBe(false);
  });
});
