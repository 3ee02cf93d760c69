import { vi } from 'vitest';
import {
  addDays,
  compareIsoDates,
  daysBetween,
  formatCalendarDate,
  formatShortCalendarDate,
} from './calendar-dates';
import { todayCalendarDate } from './today';

describe('calendar dates', () => {
  it('formats a YYYY-MM-DD date as that same local day', () => {
    expect(formatCalendarDate('2026-11-22')).toBe('Nov 22, 2026');
    expect(formatCalendarDate('2027-01-01')).toBe('Jan 1, 2027');
    expect(formatShortCalendarDate('2026-11-22')).toBe('Nov 22');
  });

  it('leaves an unreadable value as it is', () => {
    expect(formatCalendarDate('someday')).toBe('someday');
  });

  it("gives today's local calendar date", () => {
    expect(todayCalendarDate(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
  });

  it("gives today's date in the user's time zone when one is known", () => {
    const instant = new Date('2026-11-22T23:30:00Z');
    expect(todayCalendarDate(instant, 'Europe/Berlin')).toBe('2026-11-23');
    expect(todayCalendarDate(instant, 'America/Los_Angeles')).toBe('2026-11-22');
    // Each zone keeps its own formatter: asking again after another zone gives the same day.
    expect(todayCalendarDate(instant, 'Europe/Berlin')).toBe('2026-11-23');
  });

  it("tells today by the zone's offset while it holds, without the platform's calendar", () => {
    const formats = vi.spyOn(Intl, 'DateTimeFormat');
    // A zone no other test asks for, so no formatter of it is kept yet.
    const lagos = {
      timeZone: 'Africa/Lagos',
      zoneOffset: { minutes: 60, until: '2026-11-23T23:30:00.000Z' },
    };
    expect(todayCalendarDate(new Date('2026-11-22T22:59:00Z'), lagos)).toBe('2026-11-22');
    expect(todayCalendarDate(new Date('2026-11-22T23:00:00Z'), lagos)).toBe('2026-11-23');
    expect(formats).not.toHaveBeenCalled();
    formats.mockRestore();
  });

  it("tells today by the zone's rules once the offset no longer holds", () => {
    // An offset that says +14 h, but only until before the instant asked about.
    const stale = {
      timeZone: 'Europe/Berlin',
      zoneOffset: { minutes: 840, until: '2026-11-22T00:00:00.000Z' },
    };
    expect(todayCalendarDate(new Date('2026-11-22T12:00:00Z'), stale)).toBe('2026-11-22');
    expect(todayCalendarDate(new Date('2026-11-22T23:30:00Z'), { timeZone: 'Asia/Tokyo' })).toBe(
      '2026-11-23',
    );
  });

  it('moves a calendar date by whole days, across months, years and a DST change', () => {
    expect(addDays('2026-03-01', -29)).toBe('2026-01-31');
    expect(addDays('2026-01-10', -29)).toBe('2025-12-12');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-02-28', 0)).toBe('2026-02-28');
  });

  it('counts the calendar days between two dates', () => {
    expect(daysBetween('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysBetween('2025-03-01', '2026-03-01')).toBe(365);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-03-02', '2026-03-01')).toBe(-1);
  });

  it('orders ISO dates and instants oldest first', () => {
    expect(['2026-11-22', '2025-12-31', '2026-01-05'].sort(compareIsoDates)).toEqual([
      '2025-12-31',
      '2026-01-05',
      '2026-11-22',
    ]);
    expect(compareIsoDates('2026-11-22T08:00:00.000Z', '2026-11-22T07:59:59.999Z')).toBe(1);
    expect(compareIsoDates('2026-11-22', '2026-11-22')).toBe(0);
  });
});
