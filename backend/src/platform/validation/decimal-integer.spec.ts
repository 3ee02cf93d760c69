import { BadRequestException } from '@nestjs/common';
import { describe, expect, it } from '@jest/globals';
import { WholeNumberPipe, parseDecimalInteger } from './decimal-integer.js';

describe('parseDecimalInteger', () => {
  it('reads decimal digits', () => {
    expect(parseDecimalInteger('0')).toBe(0);
    expect(parseDecimalInteger('2026')).toBe(2026);
    expect(parseDecimalInteger('007')).toBe(7);
    expect(parseDecimalInteger('999999999999999')).toBe(999_999_999_999_999);
  });

  it('reads nothing else Number() would', () => {
    for (const text of ['', ' 2026', '2026 ', '0x7ea', '0b11', '0o7', '1e3', '2.0', '+1', '-1']) {
      expect([text, parseDecimalInteger(text)]).toEqual([text, undefined]);
    }
  });

  it('refuses digits of other scripts, numbers past 15 digits, and what is not text', () => {
    for (const value of ['２０２６', '٢٠٢٦', '1234567890123456', 2026, null, undefined, ['1']]) {
      expect(parseDecimalInteger(value)).toBeUndefined();
    }
  });
});

describe('WholeNumberPipe', () => {
  const pipe = new WholeNumberPipe(
    () => new BadRequestException('month must be a whole number'),
    1,
    12,
  );

  it('answers the number of digits in range', () => {
    expect(pipe.transform('1')).toBe(1);
    expect(pipe.transform('12')).toBe(12);
  });

  it('refuses other spellings and numbers out of range with its error', () => {
    for (const value of ['0', '13', '0xc', ' 5', '5.0', 5]) {
      expect(() => pipe.transform(value)).toThrow('month must be a whole number');
    }
  });
});
