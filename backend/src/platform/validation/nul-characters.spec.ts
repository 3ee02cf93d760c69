import { describe, expect, it } from '@jest/globals';
import { containsNul } from './nul-characters.js';

describe('containsNul', () => {
  it('finds U+0000 in a string at any depth', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul({ why: 'ok', nested: [{ text: '\u0000' }] })).toBe(true);
    expect(containsNul(['x', ['y', 'z\u0000']])).toBe(true);
  });

  it('passes everything else', () => {
    expect(containsNul({ why: 'fine', count: 0, done: false, none: null })).toBe(false);
    expect(containsNul('\\u0000 written out')).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });
});
