import {
  CALENDAR_CELLS,
  isDayClickable,
  monthGrid,
  monthLabel,
  monthRange,
  shiftMonth,
} from './month-grid';

describe('monthGrid', () => {
  it('shows November 2026 in 42 Sunday-first cells, from Nov 1 (a Sunday) to Dec 12', () => {
    const cells = monthGrid('2026-11');
    expect(cells).toHaveLength(CALENDAR_CELLS);
    expect(cells[0]).toEqual({ date: '2026-11-01', inShownMonth: true });
    expect(cells[29]).toEqual({ date: '2026-11-30', inShownMonth: true });
    expect(cells[30]).toEqual({ date: '2026-12-01', inShownMonth: false });
    expect(cells[41]).toEqual({ date: '2026-12-12', inShownMonth: false });
  });

  it('starts a month that begins mid-week with the Sunday before it', () => {
    // 2026-10-01 is a Thursday.
    const cells = monthGrid('2026-10');
    expect(cells.slice(0, 5).map((cell) => [cell.date, cell.inShownMonth])).toEqual([
      ['2026-09-27', false],
      ['2026-09-28', false],
      ['2026-09-29', false],
      ['2026-09-30', false],
      ['2026-10-01', true],
    ]);
    expect(cells.filter((cell) => cell.inShownMonth)).toHaveLength(31);
  });

  it('gives consecutive days across a DST change (Europe and US change in March)', () => {
    const dates = monthGrid('2026-03').map((cell) => cell.date);
    expect(new Set(dates).size).toBe(CALENDAR_CELLS);
    expect(dates).toContain('2026-03-08');
    expect(dates).toContain('2026-03-29');
  });
});

describe('month navigation', () => {
  it('moves across years and labels the month in words', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(monthLabel('2026-11')).toBe('November 2026');
  });

  it('ranges from the creation month to the current month', () => {
    expect(monthRange('2026-08-14', '2026-11-23')).toEqual({ first: '2026-08', last: '2026-11' });
    expect(monthRange('2026-11-23', '2026-11-23')).toEqual({ first: '2026-11', last: '2026-11' });
  });
});

describe('isDayClickable', () => {
  const createdOn = '2026-11-05';
  const today = '2026-12-02';

  it("allows the habit's life, from its creation to today", () => {
    expect(isDayClickable('2026-11-05', createdOn, today)).toBe(true);
    expect(isDayClickable('2026-12-02', createdOn, today)).toBe(true);
  });

  it('allows the days of the previous month drawn in the first row of the current one', () => {
    const december = monthGrid('2026-12');
    const outside = december.filter((cell) => !cell.inShownMonth && cell.date < today);
    expect(outside.map((cell) => cell.date)).toEqual(['2026-11-29', '2026-11-30']);
    for (const cell of outside) expect(isDayClickable(cell.date, createdOn, today)).toBe(true);
  });

  it('refuses days before creation and after today', () => {
    expect(isDayClickable('2026-11-04', createdOn, today)).toBe(false);
    expect(isDayClickable('2026-12-03', createdOn, today)).toBe(false);
  });
});
