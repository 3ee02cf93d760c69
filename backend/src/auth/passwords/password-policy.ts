import { COMMON_PASSWORDS } from './common-passwords.js';

export const PASSWORD_MIN_LENGTH = 6;
/** Bounds the work of hashing; far above any real password. */
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const NEW_PASSWORD_TOO_SHORT = 'New password must be at least 6 characters long.';
export const PASSWORD_TOO_LONG = 'Password must be at most 256 characters';
export const PASSWORD_TOO_COMMON =
  'This password is too common. Choose one that is harder to guess.';

/**
 * Why a password is refused beyond its length (checked by the DTOs, in the forms' words), or
 * null when it is acceptable: a very common password, or the account's own e-mail address.
 */
export function passwordWeakness(password: string, email?: string): string | null {
  const normalized = password.trim().toLowerCase();
  if (COMMON_PASSWORDS.has(normalized)) return PASSWORD_TOO_COMMON;
  if (email && normalized === email.trim().toLowerCase()) return PASSWORD_TOO_COMMON;
  return null;
}
