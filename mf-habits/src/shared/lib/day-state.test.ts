import { aHabit, anEntry } from '../test/fixtures';
import { dayStateOf, entryRequestFor, nextDayState } from './day-state';

describe('day state', () => {
  const daily = aHabit({ frequency: 'daily', targetCount: 3 });
  const weekly = aHabit({ frequency: 'weekly', targetCount: 3 });

  it('is done when the count reaches the daily target, partial below it', () => {
    expect(dayStateOf(daily, undefined)).toBe('none');
    expect(dayStateOf(daily, anEntry({ count: 0, completed: false }))).toBe('none');
    expect(dayStateOf(daily, anEntry({ count: 2 }))).toBe('partial');
    expect(dayStateOf(daily, anEntry({ count: 3 }))).toBe('done');
    expect(dayStateOf(daily, anEntry({ status: 'skipped', count: 0 }))).toBe('skipped');
  });

  it('counts one done day for a weekly habit, whose target is days a week', () => {
    expect(dayStateOf(weekly, anEntry({ count: 1 }))).toBe('done');
  });

  it('asks the server for exactly the state wanted', () => {
    expect(entryRequestFor(daily, '2026-11-20', 'done')).toEqual({
      habitId: 'h1',
      entryDate: '2026-11-20',
      completed: true,
      count: 3,
    });
    expect(entryRequestFor(weekly, '2026-11-20', 'done')).toMatchObject({ count: 1 });
    expect(entryRequestFor(daily, '2026-11-20', 'skipped')).toEqual({
      habitId: 'h1',
      entryDate: '2026-11-20',
      completed: false,
      status: 'skipped',
    });
    expect(entryRequestFor(daily, '2026-11-20', 'none')).toEqual({
      habitId: 'h1',
      entryDate: '2026-11-20',
      completed: false,
      count: 0,
    });
  });

  it('cycles nothing → done → skipped → nothing, a partly done day going to done', () => {
    expect(nextDayState('none')).toBe('done');
    expect(nextDayState('partial')).toBe('done');
    expect(nextDayState('done')).toBe('skipped');
    expect(nextDayState('skipped')).toBe('none');
  });
});
