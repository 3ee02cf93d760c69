import { describe, expect, it } from '@jest/globals';
import { COMMON_PASSWORDS } from './common-passwords.js';
import { PASSWORD_TOO_COMMON, passwordWeakness } from './password-policy.js';

describe('passwordWeakness', () => {
  it('refuses the most common passwords whatever their case', () => {
    expect(passwordWeakness('password')).toBe(PASSWORD_TOO_COMMON);
    expect(passwordWeakness('Qwerty123')).toBe(PASSWORD_TOO_COMMON);
    expect(passwordWeakness(' iloveyou ')).toBe(PASSWORD_TOO_COMMON);
    expect(passwordWeakness('123456789')).toBe(PASSWORD_TOO_COMMON);
  });

  it('refuses the account e-mail as its password', () => {
    expect(passwordWeakness('Ada@Example.com', 'ada@example.com')).toBe(PASSWORD_TOO_COMMON);
  });

  it('accepts anything else', () => {
    expect(passwordWeakness('correct horse battery')).toBeNull();
    expect(passwordWeakness('tr0mb0ne-sky', 'ada@example.com')).toBeNull();
  });

  it('ships several hundred entries, all lower case', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(700);
    for (const entry of COMMON_PASSWORDS) expect(entry).toBe(entry.toLowerCase());
  });
});
