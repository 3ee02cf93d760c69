import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import type { TextLines } from './clean-text.js';
import { MaxChars } from './max-chars.js';
import { Trimmed } from './trimmed.js';

/**
 * Cleaned text (see Trimmed) that must not be empty, of at most `max` characters. `lines`
 * says whether the field is one line (a name, a title) or may have many (a description).
 */
export const Text =
  (
    label: string,
    max: number,
    {
      blank = `${label} is required`,
      optional = false,
      lines = 'multi',
    }: { blank?: string; optional?: boolean; lines?: TextLines } = {},
  ): PropertyDecorator =>
  (target, key) => {
    Trimmed(lines)(target, key);
    IsString({ message: blank })(target, key);
    IsNotEmpty({ message: blank })(target, key);
    MaxChars(max, `${label} must be at most ${max} characters`)(target, key);
    ApiProperty({ maxLength: max, required: !optional })(target, key);
  };
