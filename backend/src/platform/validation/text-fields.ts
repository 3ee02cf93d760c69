import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { MaxChars } from './max-chars.js';
import { Trimmed } from './trimmed.js';

/** Trimmed text that must not be empty, of at most `max` characters. */
export const Text =
  (
    label: string,
    max: number,
    { blank = `${label} is required`, optional = false } = {},
  ): PropertyDecorator =>
  (target, key) => {
    Trimmed()(target, key);
    IsString({ message: blank })(target, key);
    IsNotEmpty({ message: blank })(target, key);
    MaxChars(max, `${label} must be at most ${max} characters`)(target, key);
    ApiProperty({ maxLength: max, required: !optional })(target, key);
  };
