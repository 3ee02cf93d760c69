import { formatDateInZone, formatDateTimeInZone } from './format-instant';

// 23:30 UTC on March 1 is already March 2 in Berlin and still March 1 in New York.
const INSTANT = '2026-03-01T23:30:00.000Z';

describe('dates in the admin zone', () => {
  it("shows the day an instant falls on in the admin's zone", () => {
    expect(formatDateInZone(INSTANT, 'Europe/Berlin')).toBe('Mar 2, 2026');
    expect(formatDateInZone(INSTANT, 'America/New_York')).toBe('Mar 1, 2026');
  });

  it('shows the date and the time of day there', () => {
    expect(formatDateTimeInZone(INSTANT, 'Europe/Berlin')).toBe('Mar 2, 2026, 12:30 AM');
    expect(formatDateTimeInZone(INSTANT, 'America/New_York')).toBe('Mar 1, 2026, 6:30 PM');
  });
});
