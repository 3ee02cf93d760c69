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
});
