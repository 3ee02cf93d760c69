import type { HttpException } from '@nestjs/common';
import { ParseUUIDPipe } from '@nestjs/common';

/**
 * A path id that is not a UUID names nothing: it answers the same 404 as a missing id (and as
 * someone else's), made by `notFound`.
 */
export function idParam(notFound: () => HttpException): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: notFound });
}
