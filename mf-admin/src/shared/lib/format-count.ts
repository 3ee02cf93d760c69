const counts = new Intl.NumberFormat('en-US');

/** '12,345': counts with thousands separators. */
export function formatCount(value: number): string {
  return counts.format(value);
}
