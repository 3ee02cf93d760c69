import { currentWeek, isInWeek, weekOf, weekTitle } from './week-bounds';

describe('weekOf', () => {
  it('runs from Sunday to Saturday', () => {
    expect(weekOf('2026-11-25')).toEqual({ start: '2026-11-22', end: '2026-11-28' });
    expect(weekOf('2026-11-22')).toEqual({ start: '2026-11-22', end: '2026-11-28' });
    expect(weekOf('2026-11-28')).toEqual({ start: '2026-11-22', end: '2026-11-28' });
  });

  it('crosses a month and a year', () => {
    expect(weekOf('2026-12-31')).toEqual({ start: '2026-12-27', end: '2027-01-02' });
  });
});

describe('currentWeek', () => {
  // Sunday Nov 22 at 03:30 in UTC is still Saturday Nov 21 in New York (UTC-5).
  const now = new Date('2026-11-22T03:30:00Z');

  it("takes today's week in the user's zone", () => {
    expect(currentWeek(now, 'America/New_York')).toEqual({
      start: '2026-11-15',
      end: '2026-11-21',
    });
    expect(currentWeek(now, 'UTC')).toEqual({ start: '2026-11-22', end: '2026-11-28' });
  });

  it('moves to the new week at local midnight east of Greenwich', () => {
    // Saturday Nov 21 at 11:30 in UTC is already Sunday Nov 22 in Auckland (UTC+13).
    expect(currentWeek(new Date('2026-11-21T11:30:00Z'), 'Pacific/Auckland').start).toBe(
      '2026-11-22',
    );
  });
});

describe('isInWeek', () => {
  it('includes both ends and nothing outside', () => {
    const week = { start: '2026-11-22', end: '2026-11-28' };
    expect(
      ['2026-11-21', '2026-11-22', '2026-11-28', '2026-11-29'].map((d) => isInWeek(d, week)),
    ).toEqual([false, true, true, false]);
  });
});

describe('weekTitle', () => {
  it('names both ends', () => {
    expect(weekTitle({ start: '2026-12-27', end: '2027-01-02' })).toBe(
      'Week of Dec 27 - Jan 2, 2027',
    );
  });
});
