import { aHabit } from '../../../shared/test/fixtures';
import { initialValues, invalidField, parseTargetCount, toHabitRequest } from './habit-form-values';

describe('parseTargetCount', () => {
  it.each([
    ['3', 'daily', 3],
    ['', 'daily', 1],
    ['abc', 'daily', 1],
    ['0', 'daily', 1],
    ['-4', 'custom', 1],
    ['2.9', 'daily', 2],
    ['12', 'daily', 12],
    ['12', 'weekly', 7],
    ['5', 'weekly', 5],
  ] as const)('reads %j for a %s habit as %i', (raw, frequency, expected) => {
    expect(parseTargetCount(raw, frequency)).toBe(expected);
  });
});

describe('toHabitRequest', () => {
  it("leaves a deleted goal's link alone when no other goal is chosen, so a restore keeps it", () => {
    const habit = aHabit({ goalId: 'g-gone', goalName: null });
    const values = initialValues(habit);
    expect(values.goalId).toBe('');
    expect(toHabitRequest(values, habit)).not.toHaveProperty('goalId');
    expect(toHabitRequest({ ...values, goalId: 'g2' }, habit)).toMatchObject({ goalId: 'g2' });
    const linked = aHabit({ goalId: 'g1', goalName: 'Run' });
    expect(toHabitRequest({ ...initialValues(linked), goalId: '' }, linked)).toMatchObject({
      goalId: null,
    });
  });

  it('trims texts, names the icon and sends no weekdays unless custom', () => {
    const values = {
      ...initialValues(),
      habitName: '  Read  ',
      cue: ' After dinner ',
      category: 'Skill' as const,
      customDays: [1, 3],
    };
    expect(toHabitRequest(values)).toMatchObject({
      habitName: 'Read',
      cue: 'After dinner',
      category: 'Skill',
      categoryIcon: 'graduation-cap',
      goalId: null,
      customDays: [],
    });
    expect(toHabitRequest({ ...values, frequency: 'custom', customDays: [5, 0, 3] })).toMatchObject(
      { customDays: [0, 3, 5] },
    );
  });
});

describe('initialValues', () => {
  it('drops the link to a goal that no longer exists', () => {
    expect(initialValues(aHabit({ goalId: 'g1', goalName: null })).goalId).toBe('');
    expect(initialValues(aHabit({ goalId: 'g1', goalName: 'Run' })).goalId).toBe('g1');
  });
});

describe('invalidField', () => {
  it('needs a name with more than spaces, then a weekday for a custom habit', () => {
    expect(invalidField({ ...initialValues(), habitName: '   ' })).toBe('habitName');
    expect(invalidField({ ...initialValues(), habitName: 'Read', frequency: 'custom' })).toBe(
      'customDays',
    );
    expect(
      invalidField({ ...initialValues(), habitName: 'Read', frequency: 'custom', customDays: [2] }),
    ).toBeNull();
  });
});
