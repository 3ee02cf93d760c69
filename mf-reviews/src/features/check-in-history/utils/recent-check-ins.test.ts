import { aCheckIn } from '../../../shared/test/fixtures';
import { checkInDayLabel, recentCheckIns } from './recent-check-ins';

describe('recentCheckIns', () => {
  it('keeps the 7 latest days, newest first', () => {
    const dates = ['2026-11-10', '2026-11-20', '2026-11-12', '2026-11-14', '2026-11-19'];
    const more = ['2026-11-11', '2026-11-18', '2026-11-13', '2026-11-21'];
    const recent = recentCheckIns([...dates, ...more].map((date) => aCheckIn({ date })));

    expect(recent.map((checkIn) => checkIn.date)).toEqual([
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
      '2026-11-14',
      '2026-11-13',
      '2026-11-12',
    ]);
  });
});

describe('checkInDayLabel', () => {
  it('names the weekday, month and day of the calendar date', () => {
    expect(checkInDayLabel('2026-11-23')).toBe('Monday, November 23');
    expect(checkInDayLabel('2027-01-01')).toBe('Friday, January 1');
  });
});
