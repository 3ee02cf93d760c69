import { describe, expect, it } from '@jest/globals';
import { validate } from 'class-validator';
import { ILL_FORMED_TEXT_MESSAGE, NUL_CHARACTER_MESSAGE } from './json-text-checks.js';
import { NoBadText } from './no-bad-text.js';

class Search {
  @NoBadText()
  search: unknown;
}

const problems = async (search: unknown) => {
  const query = Object.assign(new Search(), { search });
  return (await validate(query)).flatMap((error) => Object.values(error.constraints ?? {}));
};

describe('NoBadText', () => {
  it('takes any well-formed text without NUL', async () => {
    expect(await problems('Ann 🎯 100%')).toEqual([]);
    expect(await problems('')).toEqual([]);
  });

  it('refuses NUL, which PostgreSQL text cannot hold', async () => {
    expect(await problems('a\u0000b')).toEqual([NUL_CHARACTER_MESSAGE]);
  });

  it('refuses a lone surrogate', async () => {
    expect(await problems('\udc00@example.com')).toEqual([ILL_FORMED_TEXT_MESSAGE]);
    expect(await problems('a\ud800')).toEqual([ILL_FORMED_TEXT_MESSAGE]);
  });
});
