import { isReminderTime, nextReminderAt } from './next-reminder';

describe('next reminder', () => {
  it('is today when the time is still ahead in the user zone', () => {
    // 17:00 UTC is 18:00 in Berlin (winter).
    const now = new Date('2026-01-10T17:00:00Z');
    expect(nextReminderAt(now, '20:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-01-10T19:00:00.000Z',
    );
  });

  it('is tomorrow when the time has passed, or is now', () => {
    const now = new Date('2026-01-10T19:30:00Z');
    expect(nextReminderAt(now, '20:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-01-11T19:00:00.000Z',
    );
    expect(
      nextReminderAt(new Date('2026-01-10T19:00:00Z'), '20:00', 'Europe/Berlin').toISOString(),
    ).toBe('2026-01-11T19:00:00.000Z');
  });

  it("takes the user's day, not UTC's", () => {
    // 23:30 UTC on Jan 10 is already 12:30 on Jan 11 in Auckland (UTC+13).
    const now = new Date('2026-01-10T23:30:00Z');
    expect(nextReminderAt(now, '08:00', 'Pacific/Auckland').toISOString()).toBe(
      '2026-01-11T19:00:00.000Z',
    );
  });

  it('keeps the wall-clock time across a change to summer time', () => {
    // Berlin moves to UTC+2 on March 29 2026.
    const now = new Date('2026-03-28T20:00:00Z');
    expect(nextReminderAt(now, '20:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T18:00:00.000Z',
    );
  });

  it('takes a time the change back to winter time repeats at its first showing, as push does', () => {
    // Berlin: 03:00 CEST becomes 02:00 CET on October 25 2026, so 02:30 comes twice.
    expect(
      nextReminderAt(new Date('2026-10-24T22:00:00Z'), '02:30', 'Europe/Berlin').toISOString(),
    ).toBe('2026-10-25T00:30:00.000Z');
    // Between the two showings, today's has passed: the next is tomorrow's.
    expect(
      nextReminderAt(new Date('2026-10-25T01:00:00Z'), '02:30', 'Europe/Berlin').toISOString(),
    ).toBe('2026-10-26T01:30:00.000Z');
    // New York repeats 01:30 on November 1 2026: 05:30Z (EDT), not 06:30Z (EST).
    expect(
      nextReminderAt(new Date('2026-11-01T03:00:00Z'), '01:30', 'America/New_York').toISOString(),
    ).toBe('2026-11-01T05:30:00.000Z');
    // A time shown once that day is untouched.
    expect(
      nextReminderAt(new Date('2026-10-24T22:00:00Z'), '03:30', 'Europe/Berlin').toISOString(),
    ).toBe('2026-10-25T02:30:00.000Z');
  });

  it('accepts only HH:MM times', () => {
    expect(isReminderTime('07:05')).toBe(true);
    expect(isReminderTime('23:59')).toBe(true);
    expect(isReminderTime('24:00')).toBe(false);
    expect(isReminderTime('7:05')).toBe(false);
    expect(isReminderTime('')).toBe(false);
    expect(() => nextReminderAt(new Date(), '', 'UTC')).toThrow(RangeError);
  });
});
