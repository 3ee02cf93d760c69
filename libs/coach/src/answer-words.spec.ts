import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { sentenceStart, shorten } from './answer-words.js';

describe('shorten', () => {
  it('keeps a short text, on one line', () => {
    expect(shorten('Run a marathon', 20)).toBe('Run a marathon');
    expect(shorten('  Run\n a \t marathon\r\n ', 20)).toBe('Run a marathon');
    expect(shorten('x'.repeat(20), 20)).toBe('x'.repeat(20));
  });

  it('cuts a long text at a word boundary and adds an ellipsis', () => {
    expect(shorten('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown…');
    expect(shorten('Learn to play the guitar for my wedding', 30)).toBe(
      'Learn to play the guitar for…',
    );
  });

  it('drops punctuation left before the ellipsis', () => {
    expect(shorten('Save money, then travel the world', 14)).toBe('Save money…');
    expect(shorten('One two three. Four five six seven', 16)).toBe('One two three…');
  });

  it('cuts inside a word only when no space is near the end', () => {
    expect(shorten('a'.repeat(30), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(shorten(`ab ${'c'.repeat(30)}`, 10)).toBe(`ab ${'c'.repeat(6)}…`);
  });

  it('never returns more than `max` characters, all on one line', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 2, max: 300 }), (text, max) => {
        const short = shorten(text, max);
        expect(short.length).toBeLessThanOrEqual(max);
        expect(short).not.toMatch(/\s{2}|[\n\r\t]/);
        const line = text.replace(/\s+/g, ' ').trim();
        if (line.length <= max) {
          expect(short).toBe(line);
        } else {
          expect(short.endsWith('…')).toBe(true);
          expect(line.startsWith(short.slice(0, -1))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps whole words of a text with ordinary words', () => {
    const words = fc.array(fc.stringMatching(/^[A-Za-z]{1,8}$/), { minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(words, fc.integer({ min: 20, max: 120 }), (list, max) => {
        const text = list.join(' ');
        const short = shorten(text, max);
        if (text.length <= max) return;
        const kept = short.slice(0, -1);
        expect(kept.length).toBeGreaterThan(max / 2);
        expect(text[kept.length]).toBe(' ');
        expect(kept.split(' ')).toEqual(list.slice(0, kept.split(' ').length));
      }),
      { numRuns: 300 },
    );
  });
});

describe('sentenceStart', () => {
  it('capitalises the first letter only', () => {
    expect(sentenceStart('run a marathon')).toBe('Run a marathon');
    expect(sentenceStart('éclair baking')).toBe('Éclair baking');
    expect(sentenceStart('iPhone app')).toBe('IPhone app');
    expect(sentenceStart('')).toBe('');
    expect(sentenceStart('42 push-ups')).toBe('42 push-ups');
  });
});
