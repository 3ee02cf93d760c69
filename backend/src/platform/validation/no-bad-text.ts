import { ValidateBy } from 'class-validator';
import { NUL_CHARACTER_MESSAGE, textProblem } from './json-text-checks.js';

/**
 * Text PostgreSQL and the validators can take: no U+0000, no lone surrogate, the check JSON
 * bodies get as they are parsed. A query string does not go through that parser, so its
 * free-text fields carry the check themselves; the message is the body's.
 */
export const NoBadText = (): PropertyDecorator =>
  ValidateBy({
    name: 'noBadText',
    validator: {
      validate: (value: unknown) => textProblem(value) === null,
      // Only asked when validate refused, so textProblem has found something.
      defaultMessage: (args) => textProblem(args?.value) ?? NUL_CHARACTER_MESSAGE,
    },
  });
