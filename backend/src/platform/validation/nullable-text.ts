import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, ValidateIf } from 'class-validator';
import { trimInvisible } from './clean-text.js';
import { MaxChars } from './max-chars.js';
import { Trimmed } from './trimmed.js';

/**
 * Optional text of many lines: left out, null or a string (cleaned, see Trimmed) of at most
 * `max` characters. A blank one means "none" (stored as textOrNull gives it); what a left-out
 * one does is the service's rule.
 */
export const NullableText =
  (label: string, max: number): PropertyDecorator =>
  (target, key) => {
    ValidateIf((_object: object, value: unknown) => value != null)(target, key);
    Trimmed()(target, key);
    IsString({ message: `${label} must be text` })(target, key);
    MaxChars(max, `${label} must be at most ${max} characters`)(target, key);
    ApiPropertyOptional({ type: String, maxLength: max, nullable: true })(target, key);
  };

/**
 * Trimmed text, or null when there is none (a blank field is stored as none): white space and
 * format characters alone are blank.
 */
export function textOrNull(text: string | null | undefined): string | null {
  const trimmed = trimInvisible(text ?? '');
  return trimmed === '' ? null : trimmed;
}
