import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { daysBetween } from '../../platform/clock/calendar-date.js';
import { fromDayNumber, toDayNumber, weekStartOf, weekdayOf } from './day-number.js';

describe('day numbers', () => {
  it('count days from 1970-01-01 through leap years', () => {
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(toDayNumber('2000-03-01') - toDayNumber('2000-02-28')).toBe(2);
    expect(toDayNumber('2100-03-01') - toDayNumber('2100-02-28')).toBe(1);
    expect(fromDayNumber(toDayNumber('2024-02-29'))).toBe('2024-02-29');
  });

  it('give Sunday-first weekdays and weeks', () => {
    expect(weekdayOf(toDayNumber('2026-11-01'))).toBe(0); // a Sunday
    expect(weekdayOf(toDayNumber('2026-11-07'))).toBe(6);
    expect(fromDayNumber(weekStartOf(toDayNumber('2026-11-07')))).toBe('2026-11-01');
    expect(fromDayNumber(weekStartOf(toDayNumber('1969-12-31')))).toBe('1969-12-28');
  });

  it('agree with the platform calendar and round-trip', () => {
    const date = fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2199-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((value) => value.toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, date, (earlier, later) => {
        expect(toDayNumber(later) - toDayNumber(earlier)).toBe(daysBetween(earlier, later));
        expect(fromDayNumber(toDayNumber(earlier))).toBe(earlier);
        expect(weekdayOf(toDayNumber(earlier))).toBe(new Date(`${earlier}T00:00:00Z`).getUTCDay());
      }),
    );
  });
});
