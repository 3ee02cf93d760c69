import { type HttpException, Injectable, type PipeTransform } from '@nestjs/common';
import { Transform } from 'class-transformer';

/**
 * Numbers in a path or a query string are decimal digits only. `Number()` also reads `0x7ea`,
 * ` 2026`, `1e3`, `0b11` and the empty string, so two spellings would name one resource and a
 * typo would pass as a number. 15 digits keep every accepted value an exact integer.
 */
const DECIMAL_DIGITS = /^\d{1,15}$/;

/** The number `text` writes in decimal digits, else undefined. */
export function parseDecimalInteger(text: unknown): number | undefined {
  return typeof text === 'string' && DECIMAL_DIGITS.test(text) ? Number(text) : undefined;
}

/**
 * A number field of a query DTO: digits become the number; anything else stays as it came, so
 * the field's IsInt/Min/Max rules refuse it with their own message.
 */
export function DecimalInteger(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => parseDecimalInteger(value) ?? value);
}

/** A path's whole number from `min` to `max`; anything else is the error `refuse` makes. */
@Injectable()
export class WholeNumberPipe implements PipeTransform<unknown, number> {
  constructor(
    private readonly refuse: () => HttpException,
    private readonly min = 0,
    private readonly max = Number.MAX_SAFE_INTEGER,
  ) {}

  transform(value: unknown): number {
    const number = parseDecimalInteger(value);
    if (number === undefined || number < this.min || number > this.max) throw this.refuse();
    return number;
  }
}
