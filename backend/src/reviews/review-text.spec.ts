import { describe, expect, it } from '@jest/globals';
import { linesText, textLines, textOrNull } from './review-text.js';

describe('textLines', () => {
  it('strips the bullets of the dialog and typed ones, and drops blank lines', () => {
    expect(textLines('• Ran 5 km\n•Slept well\n\n  - Called mum \r\n* Read\n   ')).toEqual([
      'Ran 5 km',
      'Slept well',
      'Called mum',
      'Read',
    ]);
  });

  it('keeps a dash that is part of the text', () => {
    expect(textLines('-5 kg since May\nwell-rested')).toEqual(['-5 kg since May', 'well-rested']);
  });

  it('has no lines for no text', () => {
    expect(textLines(null)).toEqual([]);
    expect(textLines(undefined)).toEqual([]);
    expect(textLines(' \n ')).toEqual([]);
  });
});

describe('textOrNull and linesText', () => {
  it('turn blank into null', () => {
    expect(textOrNull('  a b ')).toBe('a b');
    expect(textOrNull('  \n ')).toBeNull();
    expect(textOrNull(undefined)).toBeNull();
    expect(linesText([])).toBeNull();
    expect(linesText(['a', 'b'])).toBe('a\nb');
  });
});
