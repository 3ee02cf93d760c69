import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

/** A whole number from `min` to `max`, required; every rule it breaks says the same message. */
export const WholeNumber =
  (label: string, min: number, max: number): PropertyDecorator =>
  (target, key) => {
    const message = `${label} must be a whole number from ${min} to ${max}`;
    IsInt({ message })(target, key);
    Min(min, { message })(target, key);
    Max(max, { message })(target, key);
    ApiProperty({ minimum: min, maximum: max })(target, key);
  };
