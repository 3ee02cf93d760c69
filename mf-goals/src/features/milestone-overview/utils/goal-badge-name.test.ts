import { goalBadgeName } from './goal-badge-name';

describe('goalBadgeName', () => {
  it('keeps a name of up to 30 characters as it is', () => {
    expect(goalBadgeName('Run a half marathon')).toBe('Run a half marathon');
    expect(goalBadgeName('x'.repeat(30))).toBe('x'.repeat(30));
  });

  it('cuts a longer name at 30 characters and adds an ellipsis', () => {
    expect(goalBadgeName('x'.repeat(31))).toBe(`${'x'.repeat(30)}…`);
    expect(goalBadgeName('Learn to play the guitar well enough for a band')).toBe(
      'Learn to play the guitar well…',
    );
  });

  it('does not leave a space before the ellipsis', () => {
    expect(goalBadgeName(`${'a'.repeat(29)} and more`)).toBe(`${'a'.repeat(29)}…`);
  });

  it('never splits an emoji', () => {
    expect(goalBadgeName('🏃'.repeat(31))).toBe(`${'🏃'.repeat(30)}…`);
  });

  it('counts a ZWJ family, a flag and a skin tone as one character each', () => {
    const family = '👨‍👩‍👧‍👦'; // 7 code points
    const flag = '🇩🇪'; // 2 regional indicators
    const wave = '👋🏽'; // hand + skin tone
    // The family is the 30th character, the flag the 31st: the cut falls between them.
    const name = `${'x'.repeat(29)}${family}${flag}`;
    expect(goalBadgeName(name)).toBe(`${'x'.repeat(29)}${family}…`);
    // The flag is the 30th, the family the 31st.
    expect(goalBadgeName(`${'x'.repeat(29)}${flag}${family}`)).toBe(`${'x'.repeat(29)}${flag}…`);
    // Exactly 30 of them is not cut at all, however many code points they take.
    const thirty = `${'x'.repeat(27)}${family}${flag}${wave}`;
    expect(goalBadgeName(thirty)).toBe(thirty);
    expect(goalBadgeName(`${thirty}!`)).toBe(`${thirty}…`);
  });
});
