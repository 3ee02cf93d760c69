const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * US dollars with 2 decimals. A real cost under a cent would round to '$0.00' and
 * read as free, so it shows as '<$0.01'.
 */
export function formatUsd(amount: number): string {
  if (amount > 0 && amount < 0.01) return '<$0.01';
  return usd.format(amount);
}
