import type { HttpException } from '@nestjs/common';
import { Param, ParseUUIDPipe } from '@nestjs/common';

/**
 * A path id of the user's data. One that is not a UUID names nothing: it answers the same 404
 * as a missing id (and as someone else's), made by `notFound`.
 */
function ownedId(notFound: () => HttpException): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: notFound });
}

/** The path parameter `name` read as an {@link ownedId}. */
export function OwnedIdParam(name: string, notFound: () => HttpException): ParameterDecorator {
  return Param(name, ownedId(notFound));
}
