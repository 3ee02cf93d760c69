import { aStrengthCurve } from '../../../shared/test/fixtures';
import { strengthSummary } from './strength-summary';

describe('strengthSummary', () => {
  it('compares today with 30 days ago', () => {
    const values = Array.from({ length: 40 }, (_, index) => index);
    values[9] = 20.4;
    values[39] = 41.6;
    expect(strengthSummary(aStrengthCurve('2026-10-15', values))).toBe(
      'Strength today 42%, 30 days ago 20%',
    );
  });

  it('looks back to the first day of a younger habit', () => {
    expect(strengthSummary(aStrengthCurve('2026-11-20', [0, 5, 9, 14]))).toBe(
      'Strength today 14%, 3 days ago 0%',
    );
    expect(strengthSummary(aStrengthCurve('2026-11-22', [0, 5]))).toBe(
      'Strength today 5%, 1 day ago 0%',
    );
  });

  it('has only today on the first day, and says so when empty', () => {
    expect(strengthSummary(aStrengthCurve('2026-11-23', [7]))).toBe('Strength today 7%');
    expect(strengthSummary([])).toBe('No strength figures yet.');
  });
});
