import { aHabit } from '../../../shared/test/fixtures';
import { frequencyText, targetText } from './habit-details-text';

describe('habit details text', () => {
  it('names the frequency with the custom weekdays in week order', () => {
    expect(frequencyText(aHabit())).toBe('Daily');
    expect(frequencyText(aHabit({ frequency: 'weekly' }))).toBe('Weekly');
    expect(frequencyText(aHabit({ frequency: 'custom', customDays: [5, 1, 3] }))).toBe(
      'Custom: Mon, Wed, Fri',
    );
  });

  it('says what the target counts', () => {
    expect(targetText(aHabit())).toBe('Once a day');
    expect(targetText(aHabit({ targetCount: 3 }))).toBe('3 times a day');
    expect(targetText(aHabit({ frequency: 'weekly', targetCount: 3 }))).toBe('3 days a week');
    expect(targetText(aHabit({ frequency: 'custom', targetCount: 2 }))).toBe(
      '2 times a day on those days',
    );
  });
});
