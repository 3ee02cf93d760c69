import { describe, expect, it } from '@jest/globals';
import { textOrNull } from './nullable-text.js';

describe('textOrNull', () => {
  it('trims text and turns blank into null', () => {
    expect(textOrNull('  a b ')).toBe('a b');
    expect(textOrNull('  \n ')).toBeNull();
    expect(textOrNull('\u200b\u200d\ufeff')).toBeNull();
    expect(textOrNull('\u200b a \u200b')).toBe('a');
    expect(textOrNull(undefined)).toBeNull();
    expect(textOrNull(null)).toBeNull();
  });
});
