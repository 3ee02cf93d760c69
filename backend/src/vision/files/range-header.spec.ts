import { describe, expect, it } from '@jest/globals';
import { byteRangeOf } from './range-header.js';

describe('byteRangeOf', () => {
  it.each([
    ['bytes=0-1', { first: 0, last: 1 }],
    ['bytes=100-199', { first: 100, last: 199 }],
    ['bytes=5-5', { first: 5, last: 5 }],
    ['bytes=500-', { first: 500 }],
    ['bytes=-300', { suffix: 300 }],
    ['bytes=-0', { suffix: 0 }],
  ])('reads %p', (header, range) => {
    expect(byteRangeOf(header)).toEqual(range);
  });

  it.each([
    undefined,
    '',
    'bytes=0-1,5-9',
    'bytes=0-1, 5-9',
    'items=0-1',
    'bytes=9-1',
    'bytes=-',
    'bytes=a-b',
    'bytes=1234567890123456-',
  ])('ignores %p (the whole file is sent)', (header) => {
    expect(byteRangeOf(header)).toBeNull();
  });
});
