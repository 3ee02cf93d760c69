import { describe, expect, it } from '@jest/globals';
import type { ValidationError } from 'class-validator';
import { describeValidationErrors, validationFailed } from './validation.js';

function error(
  property: string,
  constraints?: Record<string, string>,
  children: ValidationError[] = [],
): ValidationError {
  return { property, constraints, children } as ValidationError;
}

describe('describeValidationErrors', () => {
  it('lists every constraint message', () => {
    const errors = [
      error('title', {
        isString: 'title must be a string',
        isNotEmpty: 'title should not be empty',
      }),
      error('userId', { whitelistValidation: 'property userId should not exist' }),
    ];
    expect(describeValidationErrors(errors)).toEqual([
      'title must be a string',
      'title should not be empty',
      'property userId should not exist',
    ]);
  });

  it('prefixes nested fields with their path', () => {
    const errors = [
      error('plan', undefined, [
        error('milestones', undefined, [
          error('0', undefined, [error('title', { isString: 'title must be a string' })]),
        ]),
      ]),
    ];
    expect(describeValidationErrors(errors)).toEqual(['plan.milestones.0.title must be a string']);
  });

  it('explains a body that is not an object', () => {
    const errors = [
      error('', { unknownValue: 'an unknown value was passed to the validate function' }),
    ];
    expect(describeValidationErrors(errors)).toEqual(['the body must be a JSON object']);
  });
});

describe('validationFailed', () => {
  it('is a 400 with the joined reasons and the list', () => {
    const exception = validationFailed([
      error('a', { isInt: 'a must be an integer number' }),
      error('b', { whitelistValidation: 'property b should not exist' }),
    ]);
    expect(exception.getStatus()).toBe(400);
    expect(exception.getResponse()).toEqual({
      message: 'a must be an integer number; property b should not exist',
      errors: ['a must be an integer number', 'property b should not exist'],
    });
  });
});
