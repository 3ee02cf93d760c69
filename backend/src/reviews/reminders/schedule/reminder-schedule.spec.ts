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
