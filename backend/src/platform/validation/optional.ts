import { ValidateIf } from 'class-validator';

/**
 * The field may be left out; unlike IsOptional, `null` is not "left out" but a wrong value
 * that the field's other rules refuse (for fields that are never nullable).
 */
export const Optional = (): PropertyDecorator =>
  ValidateIf((_object: object, value: unknown) => value !== undefined);
