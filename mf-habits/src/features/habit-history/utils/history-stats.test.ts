import { aHabit, anEntry } from '../../../shared/test/fixtures';
import { daysActive, entriesByDate, recentRate } from './history-stats';

const today = '2026-11-23';

describe('recentRate', () => {
  it('counts done days among the last 10 days, all of them after creation', () => {
    const habit = aHabit({ createdOn: '2026-11-01' });
    const entries = [
      anEntry({ entryDate: '2026-11-23' }),
      anEntry({ entryDate: '2026-11-20' }),
      anEntry({ entryDate: '2026-11-14' }),
      anEntry({ entryDate: '2026-11-13' }), // 11 days ago: outside the window
      anEntry({ entryDate: '2026-11-18', status: 'skipped', completed: false, count: 0 }),
    ];
    expect(recentRate(habit, entriesByDate(entries), today)).toEqual({
      percent: 30,
      doneDays: 3,
      countedDays: 10,
    });
  });

  it('leaves out the days before creation', () => {
    const habit = aHabit({ createdOn: '2026-11-20' });
    const entries = [anEntry({ entryDate: '2026-11-20' }), anEntry({ entryDate: '2026-11-22' })];
    expect(recentRate(habit, entriesByDate(entries), today)).toEqual({
      percent: 50,
      doneDays: 2,
      countedDays: 4,
    });
  });

  it('counts a day done only when its count reaches the target', () => {
    const habit = aHabit({ targetCount: 3 });
    const entries = [
      anEntry({ entryDate: '2026-11-23', count: 3 }),
      anEntry({ entryDate: '2026-11-22', count: 2 }),
    ];
    expect(recentRate(habit, entriesByDate(entries), today).doneDays).toBe(1);
  });

  it('divides a weekly habit’s done days by 10, even for a young habit', () => {
    const habit = aHabit({ frequency: 'weekly', targetCount: 3, createdOn: '2026-11-20' });
    const entries = [anEntry({ entryDate: '2026-11-21' }), anEntry({ entryDate: '2026-11-23' })];
    expect(recentRate(habit, entriesByDate(entries), today)).toEqual({
      percent: 20,
      doneDays: 2,
      countedDays: 10,
    });
  });

  it('is 0% with nothing to count', () => {
    const habit = aHabit({ createdOn: '2026-11-24' });
    expect(recentRate(habit, new Map(), today).percent).toBe(0);
  });
});

describe('daysActive', () => {
  it('counts days with a completion, partial ones too, not skips or un-ticked days', () => {
    expect(
      daysActive([
        anEntry({ entryDate: '2026-11-20', count: 1 }),
        anEntry({ entryDate: '2026-11-21', count: 2 }),
        anEntry({ entryDate: '2026-11-22', status: 'skipped', completed: false, count: 0 }),
        anEntry({ entryDate: '2026-11-23', completed: false, count: 0 }),
      ]),
    ).toBe(2);
  });
});
