import { describe, expect, it } from '@jest/globals';
import { normalizeEmail, sameEmail } from './email-address.js';

describe('e-mail comparison', () => {
  it('ignores case and surrounding spaces', () => {
    expect(normalizeEmail('  Admin@Example.COM\t')).toBe('admin@example.com');
    expect(sameEmail('Admin@Example.com', ' admin@example.com ')).toBe(true);
    expect(sameEmail('admin@example.com', 'admin@example.org')).toBe(false);
  });
});
