import { describe, expect, it } from '@jest/globals';
import { normalizeEmail, sameEmail } from './email-address.js';

describe('e-mail comparison', () => {
  it('ignores case and surrounding spaces', () => {
    expect(normalizeEmail('  Admin@Example.COM\t')).toBe('admin@example.com');
    expect(sameEmail('Admin@Example.com', ' admin@example.com ')).toBe(true);
    expect(sameEmail('admin@example.com', 'admin@example.org')).toBe(false);
  });

  it('gives one key to the spellings Unicode makes of one address', () => {
    expect(normalizeEmail('ＡＤＭＩＮ@example.com')).toBe('admin@example.com');
    expect(sameEmail('jose\u0301@example.com', 'jos\u00e9@example.com')).toBe(true);
  });

  it('keeps addresses that only look alike apart (İ is not I)', () => {
    expect(sameEmail('admİn@example.com', 'admin@example.com')).toBe(false);
    expect(sameEmail('admın@example.com', 'admin@example.com')).toBe(false);
  });
});
