import { goalNameForCard, truncate } from './habit-text';

describe('truncate', () => {
  it('keeps a text that fits and cuts a longer one with an ellipsis', () => {
    expect(truncate('a'.repeat(60), 60)).toBe('a'.repeat(60));
    expect(truncate('a'.repeat(61), 60)).toBe(`${'a'.repeat(60)}…`);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncate('abc def', 4)).toBe('abc…');
  });
});

describe('goalNameForCard', () => {
  it("removes the word 'transformative' in any case and tidies the spaces", () => {
    expect(goalNameForCard('My Transformative  90-day run')).toBe('My 90-day run');
    expect(goalNameForCard('Run a TRANSFORMATIVE marathon transformative')).toBe('Run a marathon');
    expect(goalNameForCard('A transformative , strong year')).toBe('A, strong year');
  });

  it('leaves words that only contain it', () => {
    expect(goalNameForCard('Untransformative plans')).toBe('Untransformative plans');
  });

  it('truncates at 50 characters after the removal', () => {
    const name = `Transformative ${'b'.repeat(55)}`;
    expect(goalNameForCard(name)).toBe(`${'b'.repeat(50)}…`);
  });
});
