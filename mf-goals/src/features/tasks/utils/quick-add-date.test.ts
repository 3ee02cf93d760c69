import { quickAddDate } from './quick-add-date';

const week = { startDate: '2026-11-29', endDate: '2026-12-05' };

describe('quickAddDate', () => {
  it('is today when today is inside the week, first and last day included', () => {
    expect(quickAddDate('2026-12-01', week)).toBe('2026-12-01');
    expect(quickAddDate('2026-11-29', week)).toBe('2026-11-29');
    expect(quickAddDate('2026-12-05', week)).toBe('2026-12-05');
  });

  it("is the week's first day for a week before or after today", () => {
    expect(quickAddDate('2026-11-28', week)).toBe('2026-11-29');
    expect(quickAddDate('2026-12-06', week)).toBe('2026-11-29');
  });
});
