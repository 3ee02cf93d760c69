import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { COMMON_PASSWORDS } from './common-passwords';
import {
  changedPasswordProblem,
  confirmationProblem,
  newPasswordProblem,
  passwordProblem,
} from './password-rules';

describe('password rules', () => {
  it('reports a mismatch before the length, with the sign-up wording', () => {
    expect(newPasswordProblem('abc', 'abd')).toEqual({
      title: 'Password mismatch',
      description: 'Passwords do not match',
    });
    expect(newPasswordProblem('abcde', 'abcde')).toEqual({
      title: 'Password too short',
      description: 'Password must be at least 6 characters',
    });
    expect(newPasswordProblem('abcdef', 'abcdef')).toBeNull();
  });

  it('uses the password-change wording in settings', () => {
    expect(changedPasswordProblem('abcdef', 'abcdeg')?.title).toBe('Password Mismatch');
    expect(changedPasswordProblem('abc', 'abc')).toEqual({
      title: 'Password Too Short',
      description: 'New password must be at least 6 characters long.',
    });
    expect(changedPasswordProblem('abcdef', 'abcdef')).toBeNull();
  });

  it('refuses short, common (any case) and own-address passwords as the server does', () => {
    const tooCommon = 'This password is too common. Choose one that is harder to guess.';
    expect(passwordProblem('abc')).toBe('Password must be at least 6 characters');
    expect(passwordProblem('secret123')).toBe(tooCommon);
    expect(passwordProblem(' Password1 ')).toBe(tooCommon);
    expect(passwordProblem('Ada@Example.com', 'ada@example.com')).toBe(tooCommon);
    expect(passwordProblem('tr0mb0ne-sky', 'ada@example.com')).toBeNull();
    expect(confirmationProblem('abcdef', 'abcdef')).toBeNull();
    expect(confirmationProblem('abcdef', 'abcdeg')).toBe('Passwords do not match');
  });

  it('checks only passwords the server refuses too, none below the minimum length', () => {
    // One vitest run covers the monorepo from its root.
    const server = readFileSync(
      resolve(process.cwd(), 'backend/src/auth/passwords/common-passwords.ts'),
      'utf8',
    );
    const listed = new Set(server.slice(server.indexOf('`'), server.lastIndexOf('`')).split(/\s+/));
    for (const entry of COMMON_PASSWORDS) {
      expect({ entry, listed: listed.has(entry) }).toEqual({ entry, listed: true });
      expect(entry.length).toBeGreaterThanOrEqual(6);
    }
  });
});
