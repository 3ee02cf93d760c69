import { goalNameForCard, habitTexts, truncate } from './habit-text';

describe('truncate', () => {
  it('keeps a text that fits and cuts a longer one with an ellipsis', () => {
    expect(truncate('a'.repeat(60), 60)).toBe('a'.repeat(60));
    expect(truncate('a'.repeat(61), 60)).toBe(`${'a'.repeat(60)}…`);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncate('abc def', 4)).toBe('abc…');
  });

  it('never splits an emoji straddling the cut', () => {
    // '🎯' is two UTF-16 code units: the 60th character starts at the 60th unit.
    expect(truncate(`${'a'.repeat(59)}🎯 and more`, 60)).toBe(`${'a'.repeat(59)}🎯…`);
    // A family joined by ZWJ is one character of eight code units.
    expect(truncate(`${'a'.repeat(59)}👨‍👩‍👧x`, 60)).toBe(`${'a'.repeat(59)}👨‍👩‍👧…`);
    expect(truncate(`${'a'.repeat(60)}👨‍👩‍👧`, 60)).toBe(`${'a'.repeat(60)}…`);
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

describe('habitTexts', () => {
  const habit = {
    description: `${'d'.repeat(60)}EXTRA`,
    goalName: `My transformative ${'g'.repeat(60)}`,
    goalConnection: `${'c'.repeat(80)}EXTRA`,
    cue: 'After my coffee',
    reward: 'A hot shower',
  };

  it('cuts the texts for the card to 60/50/80 characters, in card order', () => {
    expect(habitTexts(habit, 'card')).toEqual([
      { label: 'About', value: `${'d'.repeat(60)}…`, testId: 'habit-description' },
      { label: 'Goal', value: `My ${'g'.repeat(47)}…`, testId: 'habit-goal' },
      { label: 'Why it matters', value: `${'c'.repeat(80)}…`, testId: 'habit-goal-connection' },
      { label: 'Cue', value: 'After my coffee', testId: 'habit-cue' },
      { label: 'Reward', value: 'A hot shower', testId: 'habit-reward' },
    ]);
  });

  it('cuts each card text between emoji, never through one', () => {
    const emoji = {
      description: `${'d'.repeat(59)}🏃‍♀️🏃‍♀️`,
      goalName: `${'g'.repeat(49)}🇩🇪🇩🇪`,
      goalConnection: `${'c'.repeat(79)}👋🏽👋🏽`,
      cue: '',
      reward: '',
    };
    expect(habitTexts(emoji, 'card').map(({ value }) => value)).toEqual([
      `${'d'.repeat(59)}🏃‍♀️…`,
      `${'g'.repeat(49)}🇩🇪…`,
      `${'c'.repeat(79)}👋🏽…`,
    ]);
  });

  it('gives them whole once expanded, the goal still without the word', () => {
    expect(habitTexts(habit, 'full').map(({ value }) => value)).toEqual([
      habit.description,
      `My ${'g'.repeat(60)}`,
      habit.goalConnection,
      'After my coffee',
      'A hot shower',
    ]);
  });

  it('leaves out the empty ones', () => {
    const sparse = {
      description: '  ',
      goalName: null,
      goalConnection: '',
      cue: 'Alarm',
      reward: '',
    };
    expect(habitTexts(sparse, 'card').map(({ testId }) => testId)).toEqual(['habit-cue']);
  });
});
