import { describe, expect, it } from '@jest/globals';
import { adminCalendar, dayBoundaries, daysSpan } from './admin-calendar.js';

describe('adminCalendar', () => {
  it("takes today, the month and the 7 days before today in the admin's zone", () => {
    // 1 January 2027, 08:30 in Tokyo; still 31 December 2026 in UTC.
    const calendar = adminCalendar('Asia/Tokyo', new Date('2026-12-31T23:30:00Z'));
    expect(calendar.today).toBe('2027-01-01');
    expect(calendar.day.start.toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(calendar.day.end.toISOString()).toBe('2027-01-01T15:00:00.000Z');
    expect(calendar.month.start.toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(calendar.month.end.toISOString()).toBe('2027-01-31T15:00:00.000Z');
    expect(calendar.lastDays.start.toISOString()).toBe('2026-12-24T15:00:00.000Z');
    expect(calendar.lastDays.end).toEqual(calendar.day.start);
  });

  it('projects from the 7 completed days before today, even just after midnight', () => {
    // 2 April 2026, 01:00 in Tokyo: the days are 26 March to 1 April.
    const calendar = adminCalendar('Asia/Tokyo', new Date('2026-04-01T16:00:00Z'));
    expect(calendar.lastDays.start.toISOString()).toBe('2026-03-25T15:00:00.000Z');
    expect(calendar.lastDays.end.toISOString()).toBe('2026-04-01T15:00:00.000Z');
  });

  it('gives a day of 23 hours when the clocks go forward', () => {
    // Berlin moves to summer time on 29 March 2026.
    const [start, end] = dayBoundaries('2026-03-29', 1, 'Europe/Berlin');
    expect(start?.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(end?.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('covers both ends of a range of days', () => {
    const span = daysSpan('2026-03-01', '2026-03-31', 'America/New_York');
    expect(span.start.toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(span.end.toISOString()).toBe('2026-04-01T04:00:00.000Z');
    expect(dayBoundaries('2026-04-01', 30, 'UTC')).toHaveLength(31);
  });
});
