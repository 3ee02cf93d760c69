import { HttpException } from '@nestjs/common';

/**
 * An answer the client should repeat later: 429 (a limit) or 503 (a dependency is down). The
 * global filter sends `Retry-After` with it.
 */
export class RetryLaterException extends HttpException {
  constructor(
    status: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, status);
  }
}

/** Seconds for the Retry-After header of an error, or null when it has none. */
export function retryAfterOf(exception: unknown): number | null {
  if (!(exception instanceof RetryLaterException)) return null;
  return Math.max(1, Math.ceil(exception.retryAfterSeconds));
}
