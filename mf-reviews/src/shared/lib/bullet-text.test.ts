import { BULLET, cleanBulletText, insertBulletLine, withFirstBullet } from './bullet-text';

describe('withFirstBullet', () => {
  it('prefixes the first character typed into an empty field', () => {
    expect(withFirstBullet('', 'R')).toBe('• R');
  });

  it('prefixes text pasted into an empty field once', () => {
    expect(withFirstBullet('', 'Ran 5k')).toBe('• Ran 5k');
  });

  it('leaves later edits, existing bullets and bare whitespace alone', () => {
    expect(withFirstBullet('• R', '• Ru')).toBe('• Ru');
    expect(withFirstBullet('', '• Ran')).toBe('• Ran');
    expect(withFirstBullet('', ' ')).toBe(' ');
    expect(withFirstBullet('• R', '')).toBe('');
  });
});

describe('insertBulletLine', () => {
  it('adds a bullet line at the end with the caret after the bullet', () => {
    expect(insertBulletLine('• Ran', 5, 5)).toEqual({ value: '• Ran\n• ', caret: 8 });
  });

  it('splits a line at the caret', () => {
    expect(insertBulletLine('• Ran far', 5, 5)).toEqual({ value: '• Ran\n•  far', caret: 8 });
  });

  it('replaces the selected text', () => {
    expect(insertBulletLine('• Ran far away', 5, 9)).toEqual({
      value: '• Ran\n•  away',
      caret: 8,
    });
  });

  it('starts an empty field with a bullet, not an empty line', () => {
    expect(insertBulletLine('', 0, 0)).toEqual({ value: BULLET, caret: 2 });
  });
});

describe('cleanBulletText', () => {
  it('drops bare bullets and blank lines and trims', () => {
    expect(cleanBulletText('  • Ran 5k\n• \n\n•\n• Read  \n• ')).toBe('• Ran 5k\n• Read');
  });

  it('is empty when nothing but bullets was typed', () => {
    expect(cleanBulletText('• \n•  \n')).toBe('');
  });
});
