/** The value, or a failed test that says what was missing (instead of a non-null assertion). */
export function must<T>(value: T | null | undefined, what = 'a value'): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what}, found none`);
  return value;
}
