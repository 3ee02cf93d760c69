import { describe, expect, it } from '@jest/globals';
import { generateInviteCode, normalizeInviteCode } from './invite-code.js';

describe('invite codes', () => {
  it('are generated from an unambiguous alphabet', () => {
    const code = generateInviteCode();
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
    expect(generateInviteCode()).not.toBe(code);
  });

  it('are compared trimmed and upper case', () => {
    expect(normalizeInviteCode('  spring-25 ')).toBe('SPRING-25');
  });
});
