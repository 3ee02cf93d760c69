import { ParseUUIDPipe } from '@nestjs/common';
import { type GoalsErrorCode, GoalsException } from './goals.exception.js';

/** A path id that is not a UUID names nothing: it answers the same 404 as a missing id. */
export function ownedId(notFound: GoalsErrorCode): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: () => new GoalsException(notFound) });
}
