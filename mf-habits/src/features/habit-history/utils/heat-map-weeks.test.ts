import { HEAT_MAP_WEEKS, heatMapMonthLabels, heatMapWeeks } from './heat-map-weeks';

describe('heatMapWeeks', () => {
  // 2026-11-23 is a Monday.
  const weeks = heatMapWeeks('2026-11-23');

  it('has 53 Sunday-first weeks ending with the week of today', () => {
    expect(weeks).toHaveLength(HEAT_MAP_WEEKS);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[52]).toEqual(['2026-11-22', '2026-11-23', null, null, null, null, null]);
    expect(weeks[0]?.[0]).toBe('2025-11-23');
  });

  it('draws every day from 52 weeks before the current Sunday up to today, once', () => {
    const days = weeks.flat().filter((date) => date !== null);
    expect(days).toHaveLength(52 * 7 + 2);
    expect(new Set(days).size).toBe(days.length);
    expect(days.at(-1)).toBe('2026-11-23');
  });

  it('fills the last week when today is a Saturday', () => {
    expect(heatMapWeeks('2026-11-28').at(-1)).not.toContain(null);
  });
});

describe('heatMapMonthLabels', () => {
  it('labels the column holding each 1st of a month', () => {
    const labels = heatMapMonthLabels(heatMapWeeks('2026-11-23'));
    expect(labels[0]).toEqual({ column: 1, label: 'Dec' });
    expect(labels.at(-1)).toEqual({ column: 49, label: 'Nov' });
    expect(labels).toHaveLength(12);
  });
});
