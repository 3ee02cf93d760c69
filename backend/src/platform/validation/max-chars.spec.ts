import { describe, expect, it } from '@jest/globals';
import { validate } from 'class-validator';
import { MaxChars } from './max-chars.js';

class Caption {
  @MaxChars(3, 'at most 3')
  caption: unknown;
}

const problems = async (caption: unknown) => {
  const body = Object.assign(new Caption(), { caption });
  return (await validate(body)).flatMap((error) => Object.values(error.constraints ?? {}));
};

describe('MaxChars', () => {
  it('counts code points, as PostgreSQL does', async () => {
    expect(await problems('abc')).toEqual([]);
    expect(await problems('a🎯b')).toEqual([]);
    expect(await problems('abcd')).toEqual(['at most 3']);
  });

  it('counts the emoji variation selector, which MaxLength leaves out', async () => {
    expect(await problems('a❤️')).toEqual([]);
    expect(await problems('ab❤️')).toEqual(['at most 3']);
    // '☺' and the text variation selector U+FE0E.
    expect(await problems('ab\u263A\uFE0E')).toEqual(['at most 3']);
  });

  it('refuses what is not text', async () => {
    expect(await problems(123)).toEqual(['at most 3']);
    expect(await problems(null)).toEqual(['at most 3']);
  });
});
