import { reviewLines, stripReviewBullet } from '@goalcoach/contracts';
import { describe, expect, it } from '@jest/globals';
import { linesText } from './review-text.js';

// The server reads stored texts with the contracts' reviewLines, as the Reviews page does.
describe('reviewLines', () => {
  it('strips the bullets of the dialog and typed ones, and drops blank lines', () => {
    expect(reviewLines('• Ran 5 km\n•Slept well\n\n  - Called mum \r\n* Read\n   ')).toEqual([
      'Ran 5 km',
      'Slept well',
      'Called mum',
      'Read',
    ]);
  });

  it("drops lines of only a typed bullet, '-' or '*' with or without spaces", () => {
    expect(reviewLines('- \n*  \n-\n*\n\t- \t\n- Ran')).toEqual(['Ran']);
    expect(stripReviewBullet(' -  ')).toBe('');
    expect(stripReviewBullet('*')).toBe('');
  });

  it('keeps a dash that is part of the text', () => {
    expect(reviewLines('-5 kg since May\nwell-rested')).toEqual(['-5 kg since May', 'well-rested']);
  });

  it('has no lines for no text', () => {
    expect(reviewLines(null)).toEqual([]);
    expect(reviewLines(undefined)).toEqual([]);
    expect(reviewLines(' \n ')).toEqual([]);
  });
});

describe('linesText', () => {
  it('joins the lines, and turns none into null', () => {
    expect(linesText([])).toBeNull();
    expect(linesText(['a', 'b'])).toBe('a\nb');
  });
});
