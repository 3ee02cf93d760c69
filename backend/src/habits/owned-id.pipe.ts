import { ParseUUIDPipe } from '@nestjs/common';
import { type HabitsErrorCode, HabitsException } from './habits.exception.js';

/** A path id that is not a UUID names nothing: it answers the same 404 as a missing id. */
export function ownedId(notFound: HabitsErrorCode): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: () => new HabitsException(notFound) });
}
