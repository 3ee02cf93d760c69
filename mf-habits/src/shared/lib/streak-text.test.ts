import { streakText } from './streak-text';

describe('streakText', () => {
  it('counts days or weeks, singular for one', () => {
    expect(streakText(1, 'days')).toBe('1 day');
    expect(streakText(4, 'days')).toBe('4 days');
    expect(streakText(1, 'weeks')).toBe('1 week');
    expect(streakText(0, 'weeks')).toBe('0 weeks');
  });
});
