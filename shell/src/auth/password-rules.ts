import { COMMON_PASSWORDS } from './common-passwords';

/** The shortest password accepted anywhere. */
const MIN_PASSWORD_LENGTH = 6;

/** The whole rule, said under a new-password field before anything is typed. */
export const NEW_PASSWORD_HINT =
  'At least 6 characters, and not a common password like secret123 or your email';

const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
/** The server's wording for a password it refuses as too easy to guess. */
const PASSWORD_TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';

export type PasswordProblem = { title: string; description: string };

/**
 * Why a new password is refused before it is sent, or null: too short, one of the most common
 * passwords, or the account's own e-mail address (compared as the server does: trimmed, any case).
 */
export function passwordProblem(password: string, email = ''): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  const normalized = password.trim().toLowerCase();
  if (COMMON_PASSWORDS.has(normalized)) return PASSWORD_TOO_COMMON;
  if (email.trim() !== '' && normalized === email.trim().toLowerCase()) return PASSWORD_TOO_COMMON;
  return null;
}

/** The confirmation's problem, or null. */
export function confirmationProblem(password: string, confirmation: string): string | null {
  return password === confirmation ? null : PASSWORDS_DO_NOT_MATCH;
}

/** Sign-up and reset wording: mismatch first, then length. */
export function newPasswordProblem(password: string, confirmation: string): PasswordProblem | null {
  if (password !== confirmation) {
    return { title: 'Password mismatch', description: PASSWORDS_DO_NOT_MATCH };
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { title: 'Password too short', description: PASSWORD_TOO_SHORT };
  }
  return null;
}

/** Password-change wording: mismatch first, then length. */
export function changedPasswordProblem(
  password: string,
  confirmation: string,
): PasswordProblem | null {
  if (password !== confirmation) {
    return {
      title: 'Password Mismatch',
      description: "New password and confirmation don't match.",
    };
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return {
      title: 'Password Too Short',
      description: 'New password must be at least 6 characters long.',
    };
  }
  return null;
}
