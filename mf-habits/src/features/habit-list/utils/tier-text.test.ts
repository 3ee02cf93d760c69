import { aHabit } from '../../../shared/test/fixtures';
import { tierProgressLabel, tierText } from './tier-text';

describe('tierText', () => {
  it('names the next tier only, below the first', () => {
    expect(tierText(aHabit())).toBe('3/7 to Locked In');
  });

  it('names the tier reached and the way to the next', () => {
    const habit = aHabit({
      streakCount: 9,
      tier: { name: 'Locked In', next: { name: 'Habit Formed', at: 21 }, progressPercent: 42 },
    });
    expect(tierText(habit)).toBe('Locked In · 9/21 to Habit Formed');
  });

  it('shows Unshakable reached on its own day, 100, not yet Master level', () => {
    const habit = aHabit({
      streakCount: 100,
      tier: { name: 'Unshakable', next: null, progressPercent: 100 },
    });
    expect(tierText(habit)).toBe('Unshakable · 100 days');
    expect(tierText({ ...habit, streakUnit: 'weeks' })).toBe('Unshakable · 100 weeks');
    expect(tierProgressLabel(habit)).toBe('Unshakable reached');
  });

  it("says 'Master level' past the last tier, from 101", () => {
    const habit = aHabit({
      streakCount: 101,
      tier: { name: 'Master level', next: null, progressPercent: 100 },
    });
    expect(tierText(habit)).toBe('Master level');
    expect(tierProgressLabel(habit)).toBe('Master level');
  });
});

describe('tierProgressLabel', () => {
  it('names the next tier while there is one', () => {
    expect(tierProgressLabel(aHabit())).toBe('Progress to Locked In');
  });
});
