import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

/** One of the given status values. */
export const Status =
  (values: readonly string[]): PropertyDecorator =>
  (target, key) => {
    IsIn(values, { message: `status must be one of ${values.join(', ')}` })(target, key);
    ApiPropertyOptional({ enum: values })(target, key);
  };
