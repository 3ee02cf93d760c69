/**
 * The form two e-mail addresses are compared in: trimmed, lower case. The database compares
 * `lower(email)` (its unique index) and stores addresses trimmed; code that compares in
 * TypeScript (ADMIN_EMAIL, rate-limit keys) uses this.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function sameEmail(a: string, b: string): boolean {
  return normalizeEmail(a) === normalizeEmail(b);
}
