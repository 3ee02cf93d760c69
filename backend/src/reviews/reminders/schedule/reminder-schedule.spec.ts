import { describe, expect, it } from '@jest/globals';
import { dueReminderDate, lastOccurrence, reminderInstant } from './reminder-schedule.js';

const MINUTE = 60_000;

describe('reminderInstant', () => {
  it("is the time on the user's wall clock, half-hour zones included", () => {
    expect(reminderInstant('2026-03-10', '20:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-03-10T14:30:00.000Z',
    );
    expect(reminderInstant('2026-01-10', '20:00', 'America/New_York').toISOString()).toBe(
      '2026-01-11T01:00:00.000Z',
    );
    // New York is on summer time from 8 March 2026.
    expect(reminderInstant('2026-03-10', '20:00', 'America/New_York').toISOString()).toBe(
      '2026-03-11T00:00:00.000Z',
    );
  });
});

describe('lastOccurrence', () => {
  it("is today's once the time has come, else yesterday's", () => {
    const at = new Date('2026-03-10T14:30:00Z'); // 20:00 in Kolkata
    expect(lastOccurrence(at, 'Asia/Kolkata', '20:00')).toEqual({ date: '2026-03-10', at });
    expect(lastOccurrence(new Date(at.getTime() - 1), 'Asia/Kolkata', '20:00')).toEqual({
      date: '2026-03-09',
      at: new Date('2026-03-09T14:30:00Z'),
    });
  });

  it('takes the local date, not the UTC one', () => {
    // 00:30 on the 11th in Kolkata is still the 10th in UTC.
    const now = new Date('2026-03-10T19:00:00Z');
    expect(lastOccurrence(now, 'Asia/Kolkata', '00:15').date).toBe('2026-03-11');
  });
});

describe('dueReminderDate', () => {
  const time = new Date('2026-03-10T14:30:00Z');

  it('is due from the reminder time for an hour', () => {
    expect(dueReminderDate(new Date(time.getTime() - MINUTE), 'Asia/Kolkata', '20:00', null)).toBe(
      null,
    );
    expect(dueReminderDate(time, 'Asia/Kolkata', '20:00', null)).toBe('2026-03-10');
    expect(
      dueReminderDate(new Date(time.getTime() + 59 * MINUTE), 'Asia/Kolkata', '20:00', null),
    ).toBe('2026-03-10');
    expect(
      dueReminderDate(new Date(time.getTime() + 60 * MINUTE), 'Asia/Kolkata', '20:00', null),
    ).toBe(null);
  });

  it('is not due again for a date already reminded', () => {
    expect(dueReminderDate(time, 'Asia/Kolkata', '20:00', '2026-03-10')).toBe(null);
    expect(dueReminderDate(time, 'Asia/Kolkata', '20:00', '2026-03-09')).toBe('2026-03-10');
  });

  it("is due in the evening of yesterday's occurrence across local midnight", () => {
    // 23:50 reminder in New York; the run at 00:10 the next day still sends it, for the 10th.
    const now = new Date('2026-03-11T04:10:00Z');
    expect(dueReminderDate(now, 'America/New_York', '23:50', null)).toBe('2026-03-10');
  });
});

describe('dueReminderDate across DST in New York', () => {
  it('sends a time the spring-forward skips an hour later on the wall clock, once', () => {
    // 8 March 2026: 02:00 EST jumps to 03:00 EDT, so 02:30 is 03:30 EDT (07:30 UTC).
    expect(reminderInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    const due = (iso: string, lastRemindedOn: string | null = null) =>
      dueReminderDate(new Date(iso), 'America/New_York', '02:30', lastRemindedOn);
    expect(due('2026-03-08T07:29:00Z')).toBe(null);
    expect(due('2026-03-08T07:30:00Z')).toBe('2026-03-08');
    expect(due('2026-03-08T08:29:00Z')).toBe('2026-03-08');
    expect(due('2026-03-08T07:45:00Z', '2026-03-08')).toBe(null);
    expect(due('2026-03-08T08:30:00Z')).toBe(null);
  });

  it('sends a time the fall-back repeats at its first occurrence, and not at its second', () => {
    // 1 November 2026: 02:00 EDT falls back to 01:00 EST, so 01:30 comes twice.
    expect(reminderInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    const due = (iso: string, lastRemindedOn: string | null) =>
      dueReminderDate(new Date(iso), 'America/New_York', '01:30', lastRemindedOn);
    expect(due('2026-11-01T05:29:00Z', '2026-10-31')).toBe(null);
    expect(due('2026-11-01T05:30:00Z', '2026-10-31')).toBe('2026-11-01');
    // The second 01:30 (EST, 06:30 UTC) is an hour after the first: past the window.
    expect(due('2026-11-01T06:30:00Z', '2026-10-31')).toBe(null);
    expect(due('2026-11-01T06:10:00Z', '2026-11-01')).toBe(null);
  });

  it("is yesterday's across midnight in the night the clocks change", () => {
    // 23:30 EST on 7 March; the run at 00:10 on the 8th (05:10 UTC) still sends it, for the 7th.
    expect(
      dueReminderDate(new Date('2026-03-08T05:10:00Z'), 'America/New_York', '23:30', null),
    ).toBe('2026-03-07');
  });
});

describe('dueReminderDate across DST in Berlin (east of UTC)', () => {
  it('sends a time the fall-back repeats at its first occurrence, and not at its second', () => {
    // 25 October 2026: 03:00 CEST falls back to 02:00 CET, so 02:30 comes twice.
    expect(reminderInstant('2026-10-25', '02:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    const due = (iso: string) =>
      dueReminderDate(new Date(iso), 'Europe/Berlin', '02:30', '2026-10-24');
    expect(due('2026-10-25T00:29:00Z')).toBe(null);
    expect(due('2026-10-25T00:30:00Z')).toBe('2026-10-25');
    expect(due('2026-10-25T01:30:00Z')).toBe(null);
  });

  it('keeps a time shown once on that day, and moves a time the spring-forward skips forward', () => {
    expect(reminderInstant('2026-10-25', '03:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T02:30:00.000Z',
    );
    expect(reminderInstant('2026-10-25', '01:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-10-24T23:30:00.000Z',
    );
    // 29 March 2026: 02:00 CET jumps to 03:00 CEST, so 02:30 is 03:30 CEST.
    expect(reminderInstant('2026-03-29', '02:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });
});

describe('lastOccurrence when reminders are turned on', () => {
  it("is today's once the time has passed (so today's is not sent), else yesterday's", () => {
    const at0700 = new Date('2026-03-07T12:00:00Z'); // 07:00 EST
    expect(lastOccurrence(at0700, 'America/New_York', '06:30').date).toBe('2026-03-07');
    expect(lastOccurrence(at0700, 'America/New_York', '07:30').date).toBe('2026-03-06');
    // 00:30 with a 23:50 reminder: yesterday's is the one past, still inside the window.
    expect(lastOccurrence(new Date('2026-03-07T05:30:00Z'), 'America/New_York', '23:50').date).toBe(
      '2026-03-06',
    );
  });
});
