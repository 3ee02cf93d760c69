import { byNewestMonth, currentYearMonth, isLaterMonth, monthName, yearChoices } from './months';

describe('months', () => {
  it('names months numbered from 1', () => {
    expect(monthName(1)).toBe('January');
    expect(monthName(12)).toBe('December');
    expect(() => monthName(13)).toThrow(RangeError);
    expect(() => monthName(0)).toThrow(RangeError);
  });

  it("gives this month in the user's zone, across a new year", () => {
    const instant = new Date('2026-12-31T23:30:00Z');
    expect(currentYearMonth(instant, 'Europe/Berlin')).toEqual({ year: 2027, month: 1 });
    expect(currentYearMonth(instant, 'America/New_York')).toEqual({ year: 2026, month: 12 });
  });

  it('offers the server years plus the shown ones, sorted and without repeats', () => {
    expect(yearChoices([2025, 2026], 2026)).toEqual([2025, 2026]);
    expect(yearChoices(undefined, 2026)).toEqual([2026]);
    expect(yearChoices([2026], 2024, 2026)).toEqual([2024, 2026]);
  });

  it('tells a later month from the same or an earlier one', () => {
    const march2026 = { year: 2026, month: 3 };
    expect(isLaterMonth({ year: 2026, month: 4 }, march2026)).toBe(true);
    expect(isLaterMonth({ year: 2027, month: 1 }, march2026)).toBe(true);
    expect(isLaterMonth(march2026, march2026)).toBe(false);
    expect(isLaterMonth({ year: 2026, month: 2 }, march2026)).toBe(false);
    expect(isLaterMonth({ year: 2025, month: 12 }, march2026)).toBe(false);
  });

  it('sorts the newest month first', () => {
    const months = [
      { year: 2025, month: 12 },
      { year: 2026, month: 2 },
      { year: 2026, month: 11 },
    ];
    expect([...months].sort(byNewestMonth)).toEqual([
      { year: 2026, month: 11 },
      { year: 2026, month: 2 },
      { year: 2025, month: 12 },
    ]);
  });
});
