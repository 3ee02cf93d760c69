import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a code read aloud or copied from a log should not be mistyped. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GENERATED_LENGTH = 10;

export function generateInviteCode(): string {
  return Array.from({ length: GENERATED_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(
    '',
  );
}

/** Codes are stored and compared trimmed and upper case. */
export function normalizeInviteCode(code: string): string {
  return code.trim().toUpperCase();
}
