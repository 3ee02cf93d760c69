import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  addDays,
  daysBetween,
  startOfDayIn,
  todayIn,
  utcOffsetMinutes,
  zoneOffsetAt,
} from './calendar-date.js';

const HOUR = 3_600_000;

/** Zones with odd offsets, DST at midnight, or on either side of the date line. */
const ZONES = [
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'America/Santiago',
  'America/Sao_Paulo',
  'America/Havana',
  'Asia/Beirut',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];

const calendarDate = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2037-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

describe('todayIn', () => {
  it('gives the date of the zone, not of UTC', () => {
    const now = new Date('2025-03-09T23:30:00Z');
    expect(todayIn('UTC', now)).toBe('2025-03-09');
    expect(todayIn('Europe/Berlin', now)).toBe('2025-03-10');
    expect(todayIn('America/Los_Angeles', now)).toBe('2025-03-09');
    expect(todayIn('Asia/Tokyo', now)).toBe('2025-03-10');
  });

  it('turns the day at local midnight, half-hour zones included', () => {
    expect(todayIn('Asia/Kolkata', new Date('2025-01-01T18:29:59Z'))).toBe('2025-01-01');
    expect(todayIn('Asia/Kolkata', new Date('2025-01-01T18:30:00Z'))).toBe('2025-01-02');
  });

  it('follows daylight saving time', () => {
    // New York moves to UTC-4 on 2025-03-09: 03:30 UTC on the 10th is 23:30 on the 9th.
    expect(todayIn('America/New_York', new Date('2025-03-10T03:30:00Z'))).toBe('2025-03-09');
    expect(todayIn('America/New_York', new Date('2025-01-10T04:30:00Z'))).toBe('2025-01-09');
    expect(todayIn('America/New_York', new Date('2025-01-10T05:00:00Z'))).toBe('2025-01-10');
  });

  it('gives dates two days apart on either side of the date line', () => {
    const now = new Date('2025-06-15T10:30:00Z');
    expect(todayIn('Pacific/Kiritimati', now)).toBe('2025-06-16'); // UTC+14
    expect(todayIn('Pacific/Pago_Pago', now)).toBe('2025-06-14'); // UTC-11
    expect(todayIn('UTC', now)).toBe('2025-06-15');
  });
});

describe('startOfDayIn', () => {
  it('is local midnight as an instant', () => {
    expect(startOfDayIn('2025-01-15', 'UTC').toISOString()).toBe('2025-01-15T00:00:00.000Z');
    expect(startOfDayIn('2025-01-15', 'Europe/Berlin').toISOString()).toBe(
      '2025-01-14T23:00:00.000Z',
    );
    expect(startOfDayIn('2025-07-15', 'Europe/Berlin').toISOString()).toBe(
      '2025-07-14T22:00:00.000Z',
    );
    expect(startOfDayIn('2025-06-16', 'Pacific/Kiritimati').toISOString()).toBe(
      '2025-06-15T10:00:00.000Z',
    );
  });

  it('makes the spring DST day in Berlin 23 hours long and the autumn one 25', () => {
    const spring = startOfDayIn('2025-03-30', 'Europe/Berlin');
    expect(spring.toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(startOfDayIn('2025-03-31', 'Europe/Berlin').getTime() - spring.getTime()).toBe(
      23 * HOUR,
    );

    const autumn = startOfDayIn('2025-10-26', 'Europe/Berlin');
    expect(autumn.toISOString()).toBe('2025-10-25T22:00:00.000Z');
    expect(startOfDayIn('2025-10-27', 'Europe/Berlin').getTime() - autumn.getTime()).toBe(
      25 * HOUR,
    );
  });

  it('starts a day whose midnight is skipped at the first hour that exists', () => {
    // Santiago skips 00:00-00:59 on 2024-09-08: the day starts at 01:00 (UTC-3).
    expect(startOfDayIn('2024-09-08', 'America/Santiago').toISOString()).toBe(
      '2024-09-08T04:00:00.000Z',
    );
  });

  it('is the first instant of its day in any zone', () => {
    fc.assert(
      fc.property(calendarDate, fc.constantFrom(...ZONES), (date, zone) => {
        const start = startOfDayIn(date, zone);
        expect(todayIn(zone, start)).toBe(date);
        expect(todayIn(zone, new Date(start.getTime() - 1))).toBe(addDays(date, -1));
        const next = startOfDayIn(addDays(date, 1), zone).getTime() - start.getTime();
        expect(next).toBeGreaterThanOrEqual(22 * HOUR);
        expect(next).toBeLessThanOrEqual(26 * HOUR);
      }),
      { numRuns: 500 },
    );
  });
});

describe('addDays', () => {
  it('steps over month, year and leap days', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2025-03-10', 0)).toBe('2025-03-10');
    expect(addDays('2025-01-01', 89)).toBe('2025-03-31');
  });

  it('counts calendar days across the DST changes of Europe/Berlin', () => {
    expect(addDays('2025-03-29', 1)).toBe('2025-03-30');
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(addDays('2025-03-31', -2)).toBe('2025-03-29');
    expect(addDays('2025-10-25', 1)).toBe('2025-10-26');
    expect(addDays('2025-10-26', 1)).toBe('2025-10-27');
    expect(addDays('2025-03-01', 89)).toBe('2025-05-29');
  });

  it('agrees with daysBetween both ways', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: -400, max: 400 }), (date, days) => {
        const later = addDays(date, days);
        expect(later).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(daysBetween(date, later)).toBe(days);
        expect(addDays(later, -days)).toBe(date);
      }),
      { numRuns: 300 },
    );
  });
});

describe('daysBetween', () => {
  it('counts whole calendar days, negative backwards', () => {
    expect(daysBetween('2025-03-29', '2025-03-31')).toBe(2);
    expect(daysBetween('2025-10-25', '2025-10-27')).toBe(2);
    expect(daysBetween('2025-03-10', '2025-03-10')).toBe(0);
    expect(daysBetween('2025-03-10', '2025-03-01')).toBe(-9);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });
});

describe('zoneOffsetAt', () => {
  it('gives the offset, holding for a day when the zone does not change', () => {
    const now = new Date('2026-01-15T12:00:00Z');
    expect(zoneOffsetAt('Europe/Berlin', now)).toEqual({
      minutes: 60,
      until: new Date('2026-01-16T12:00:00Z'),
    });
    expect(zoneOffsetAt('America/Los_Angeles', new Date('2026-07-01T00:00:00Z')).minutes).toBe(
      -420,
    );
    expect(zoneOffsetAt('Asia/Kathmandu', now).minutes).toBe(345);
  });

  it('holds only until the minute before the zone changes within the day', () => {
    // Berlin moves to summer time at 01:00 UTC on 29 March 2026.
    const offset = zoneOffsetAt('Europe/Berlin', new Date('2026-03-28T20:00:00Z'));
    expect(offset.minutes).toBe(60);
    expect(offset.until.getTime()).toBeLessThan(Date.parse('2026-03-29T01:00:00Z'));
    expect(offset.until.getTime()).toBeGreaterThanOrEqual(Date.parse('2026-03-29T00:59:00Z'));
  });

  it("tells every zone's date right up to `until`, the date its rules give", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2037-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (zone, now, fraction) => {
          const { minutes, until } = zoneOffsetAt(zone, now);
          const at = new Date(now.getTime() + fraction * (until.getTime() - now.getTime()));
          expect(utcOffsetMinutes(zone, at)).toBe(minutes);
          const shifted = new Date(at.getTime() + minutes * 60_000).toISOString().slice(0, 10);
          expect(shifted).toBe(todayIn(zone, at));
        },
      ),
    );
  });
});
