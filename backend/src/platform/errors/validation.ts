import { BadRequestException, ValidationPipe } from '@nestjs/common';
import type { ValidationError } from 'class-validator';

/**
 * One sentence per failed rule, with the full path of nested fields ("address.city must be a
 * string"), in the order class-validator reports them.
 */
export function describeValidationErrors(errors: ValidationError[], parentPath = ''): string[] {
  return errors.flatMap((error) => {
    const path = parentPath ? `${parentPath}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([rule, message]) => {
      // class-validator's message for a body that is not an object at all.
      if (rule === 'unknownValue') return 'the body must be a JSON object';
      return parentPath ? `${parentPath}.${message}` : message;
    });
    return [...own, ...describeValidationErrors(error.children ?? [], path)];
  });
}

/** A 400 whose message lists every reason, also given one by one in `errors`. */
export function validationFailed(errors: ValidationError[]): BadRequestException {
  const reasons = describeValidationErrors(errors);
  return new BadRequestException({ message: reasons.join('; '), errors: reasons });
}

/**
 * Nest's pipe with one change: a path or query value of a primitive type stays the text it came
 * as. Nest would pass it through `Number()` (`0x7ea` → 2026) before the parameter's own pipe
 * (WholeNumberPipe, which reads decimal digits only) sees it.
 */
class TextParamsValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown): unknown {
    return value;
  }
}

export function createValidationPipe(): ValidationPipe {
  return new TextParamsValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // One reason per field: a missing answer is "required", not also "too long".
    stopAtFirstError: true,
    exceptionFactory: validationFailed,
  });
}
