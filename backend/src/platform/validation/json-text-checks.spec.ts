import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  ILL_FORMED_TEXT_MESSAGE,
  NUL_CHARACTER_MESSAGE,
  nestsDeeperThan,
  textProblem,
} from './json-text-checks.js';

const nested = (depth: number, open = '[', close = ']') =>
  `${open.repeat(depth)}${close.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it('counts objects and arrays alike, up to the limit included', () => {
    expect(nestsDeeperThan(nested(32), 32)).toBe(false);
    expect(nestsDeeperThan(nested(33), 32)).toBe(true);
    expect(nestsDeeperThan('{"a":'.repeat(33) + '1' + '}'.repeat(33), 32)).toBe(true);
    expect(nestsDeeperThan('{"a":[{"b":[1,2]}],"c":{}}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1,2]}],"c":{}}', 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'a "quoted [[[[" \\ {{{' }), 1)).toBe(false);
  });

  it('handles 3,000 levels and megabytes in one pass, without recursion', () => {
    expect(nestsDeeperThan(nested(3000), 32)).toBe(true);
    expect(nestsDeeperThan(nested(500_000), 32)).toBe(true);
  });

  it("agrees with the parsed value's depth", () => {
    const depthOf = (value: unknown): number =>
      typeof value === 'object' && value !== null
        ? 1 + Math.max(0, ...Object.values(value).map(depthOf))
        : 0;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 8 }), (value, limit) => {
        const text = JSON.stringify(value);
        expect(nestsDeeperThan(text, limit)).toBe(depthOf(value) > limit);
      }),
    );
  });
});

describe('textProblem', () => {
  it('finds U+0000 in any string at any depth, keys included', () => {
    expect(textProblem('a\u0000b')).toBe(NUL_CHARACTER_MESSAGE);
    expect(textProblem({ why: 'ok', nested: [{ text: '\u0000' }] })).toBe(NUL_CHARACTER_MESSAGE);
    expect(textProblem({ 'key\u0000': 1 })).toBe(NUL_CHARACTER_MESSAGE);
  });

  it('finds lone surrogates, high or low, in values and keys', () => {
    expect(textProblem(JSON.parse('{"email":"\\udc00@example.com"}'))).toBe(
      ILL_FORMED_TEXT_MESSAGE,
    );
    expect(textProblem(['ok', '\ud800'])).toBe(ILL_FORMED_TEXT_MESSAGE);
    expect(textProblem({ '\udfff': 'x' })).toBe(ILL_FORMED_TEXT_MESSAGE);
  });

  it('passes well-formed text, emoji (surrogate pairs) and non-strings', () => {
    expect(textProblem({ why: 'fine 🎯 ü 中', count: 0, done: false, none: null })).toBeNull();
    expect(textProblem('\\u0000 written out')).toBeNull();
    expect(textProblem(undefined)).toBeNull();
  });
});
