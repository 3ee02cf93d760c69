import { Transform } from 'class-transformer';
import { type TextLines, cleanText } from './clean-text.js';

/**
 * Cleans a string field before it is validated (see cleanText: trimmed of white space and
 * format characters, no control characters, and for a `single` line field no line breaks or
 * bidi overrides); other values pass unchanged (and fail later).
 */
export const Trimmed = (lines: TextLines = 'multi'): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? cleanText(value, lines) : value,
  );
