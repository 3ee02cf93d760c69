import { someDailyUsage } from '../../../shared/test/fixtures';
import { usageSummary } from './usage-summary';

describe('usageSummary', () => {
  it('sums the span and names the busiest day', () => {
    expect(usageSummary(someDailyUsage('2026-03-03', [2, 7, 1]))).toBe(
      'Mar 1, 2026 to Mar 3, 2026: 10 API calls costing $0.10; the busiest day was Mar 2, 2026 with 7.',
    );
  });

  it('says so when nothing was called', () => {
    expect(usageSummary(someDailyUsage('2026-03-02', [0, 0]))).toBe(
      'Mar 1, 2026 to Mar 2, 2026: 0 API calls costing $0.00.',
    );
    expect(usageSummary([])).toBe('No usage recorded.');
  });
});
