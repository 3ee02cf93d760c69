import { describe, expect, it } from '@jest/globals';
import { LINES_LEFT_OUT, linesWithin, refreshedText } from './generated-lines.js';

const textOf = (...args: Parameters<typeof refreshedText>) => refreshedText(...args).text;

describe('refreshedText', () => {
  it('writes the generated lines into an empty text', () => {
    expect(refreshedText(null, null, ['Ran 5 km', 'Slept well'])).toEqual({
      text: 'Ran 5 km\nSlept well',
      generated: ['Ran 5 km', 'Slept well'],
    });
  });

  it('replaces the lines of the last generation and keeps those added by hand', () => {
    const current = 'Ran 5 km\nSlept well\nBooked the race';
    expect(textOf(current, 'Ran 5 km\nSlept well', ['Ran 5 km', 'Ran 10 km'])).toBe(
      'Ran 5 km\nRan 10 km\nBooked the race',
    );
  });

  it('keeps a hand-written line equal to a generated one (each generated line goes once)', () => {
    expect(textOf('Ran\nRan\nWalked', 'Ran', [])).toBe('Ran\nWalked');
  });

  it('keeps the lines a person edited, since they are no longer the generated ones', () => {
    expect(textOf('Ran 5 km, fast!', 'Ran 5 km', ['Ran 5 km'])).toBe('Ran 5 km\nRan 5 km, fast!');
  });

  it('keeps a text written only by hand, after the generated lines', () => {
    expect(textOf('My own win', null, ['Generated'])).toBe('Generated\nMy own win');
  });

  it('is null when nothing is left', () => {
    expect(textOf('Ran', 'Ran', [])).toBeNull();
    expect(textOf(null, null, [])).toBeNull();
  });

  it('gives the generated lines only the room the hand-written ones leave, ending cut ones with …', () => {
    // 'Mine' takes 4 + 1 of 20: 'aaaa\nbbbb\n…' (11) fits in 15, with 'cccc' it would not.
    const refreshed = refreshedText('Mine', null, ['aaaa', 'bbbb', 'cccc', 'dddd'], 20);
    expect(refreshed).toEqual({
      text: `aaaa\nbbbb\n${LINES_LEFT_OUT}\nMine`,
      generated: ['aaaa', 'bbbb', LINES_LEFT_OUT],
    });
    expect(refreshed.text?.length).toBeLessThanOrEqual(20);
  });

  it('takes out the cut lines it wrote on the next refresh, and writes all once they fit', () => {
    const first = refreshedText('Mine', null, ['aaaa', 'bbbb', 'cccc', 'dddd'], 20);
    expect(refreshedText(first.text, first.generated.join('\n'), ['aaaa'], 20)).toEqual({
      text: 'aaaa\nMine',
      generated: ['aaaa'],
    });
  });
});

describe('linesWithin', () => {
  it('keeps every line when they fit exactly', () => {
    expect(linesWithin(['ab', 'cd'], 5)).toEqual(['ab', 'cd']);
  });

  it('keeps the first lines that fit with the … line', () => {
    expect(linesWithin(['ab', 'cd', 'ef'], 7)).toEqual(['ab', 'cd', LINES_LEFT_OUT]);
    expect(linesWithin(['ab', 'cd', 'ef'], 6)).toEqual(['ab', LINES_LEFT_OUT]);
  });

  it('writes only … when the first line is too long, and nothing without room for it', () => {
    expect(linesWithin(['a long line'], 5)).toEqual([LINES_LEFT_OUT]);
    expect(linesWithin(['ab'], 0)).toEqual([]);
    expect(linesWithin(['ab'], -3)).toEqual([]);
  });
});
