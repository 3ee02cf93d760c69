import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsInt, IsString, Max, Min, ValidateIf } from 'class-validator';
import { MaxChars } from '../../platform/validation/max-chars.js';
import { Trimmed } from '../../platform/validation/trimmed.js';

// Field rules shared by the reviews module's bodies, so each field says the same thing everywhere.

/**
 * Optional bullet text: left out, null or a string (trimmed) of at most `max` characters. A
 * blank one means "none"; what that does is the service's rule.
 */
export const ReviewText =
  (label: string, max: number): PropertyDecorator =>
  (target, key) => {
    ValidateIf((_object: object, value: unknown) => value != null)(target, key);
    Trimmed()(target, key);
    IsString({ message: `${label} must be text` })(target, key);
    MaxChars(max, `${label} must be at most ${max} characters`)(target, key);
    ApiPropertyOptional({ type: String, maxLength: max, nullable: true })(target, key);
  };

/** A whole number from `min` to `max`, required. */
export const WholeNumber =
  (label: string, min: number, max: number): PropertyDecorator =>
  (target, key) => {
    const message = `${label} must be a whole number from ${min} to ${max}`;
    IsInt({ message })(target, key);
    Min(min, { message })(target, key);
    Max(max, { message })(target, key);
    ApiProperty({ minimum: min, maximum: max })(target, key);
  };

/** SPEC's clients send it; the server accepts it and never reads it (DECISIONS). */
export const Ignored =
  (description: string): PropertyDecorator =>
  (target, key) => {
    Allow()(target, key);
    ApiPropertyOptional({ description, deprecated: true })(target, key);
  };
