import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** A field kept for older clients (`userId`, `reviewDate`): accepted, never read. */
export const Ignored =
  (description: string): PropertyDecorator =>
  (target, key) => {
    Allow()(target, key);
    ApiPropertyOptional({ description, deprecated: true })(target, key);
  };
