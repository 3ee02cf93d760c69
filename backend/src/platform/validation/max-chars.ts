import { charCount } from '@goalcoach/contracts';
import { ValidateBy } from 'class-validator';

/**
 * A string of at most `max` characters, counted as PostgreSQL counts them (code points). Not
 * class-validator's MaxLength: it leaves out the emoji variation selectors (U+FE0E, U+FE0F),
 * so '❤️' passes as one character and the database, which counts two, refuses the row.
 */
export const MaxChars = (max: number, message: string): PropertyDecorator =>
  ValidateBy({
    name: 'maxChars',
    constraints: [max],
    validator: {
      validate: (value: unknown) => typeof value === 'string' && charCount(value) <= max,
      defaultMessage: () => message,
    },
  });
