/**
 * The one form two e-mail addresses are compared in, here and in the database (the
 * `users.email_key` column, unique): Unicode-normalised (NFKC), trimmed, lower case.
 * PostgreSQL's lower() and JavaScript's differ on some letters (`İ`), so the database never
 * compares with lower(): it compares keys made here. The same key names the rate-limit counters
 * of an address, so no spelling of it gets a counter of its own.
 */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

export function sameEmail(a: string, b: string): boolean {
  return normalizeEmail(a) === normalizeEmail(b);
}
