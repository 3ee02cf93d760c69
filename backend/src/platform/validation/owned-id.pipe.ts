import type { HttpException } from '@nestjs/common';
import { ParseUUIDPipe } from '@nestjs/common';

/**
 * A path id of the user's data. One that is not a UUID names nothing: it answers the same 404
 * as a missing id (and as someone else's), made by `notFound`.
 */
export function ownedId(notFound: () => HttpException): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: notFound });
}
