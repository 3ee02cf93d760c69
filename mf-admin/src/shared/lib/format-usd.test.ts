import { formatUsd } from './format-usd';

describe('formatUsd', () => {
  it('shows US dollars with exactly 2 decimals', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(1.5)).toBe('$1.50');
    expect(formatUsd(0.014)).toBe('$0.01');
    expect(formatUsd(0.015)).toBe('$0.02');
    expect(formatUsd(1234.567)).toBe('$1,234.57');
  });

  it('does not round a real cost under a cent down to nothing', () => {
    expect(formatUsd(0.0049)).toBe('<$0.01');
    expect(formatUsd(0.00001)).toBe('<$0.01');
    expect(formatUsd(0.0099)).toBe('<$0.01');
    expect(formatUsd(0.01)).toBe('$0.01');
  });
});
