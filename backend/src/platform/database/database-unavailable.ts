import { HttpException } from '@nestjs/common';
import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { RetryLaterException } from '../errors/retry-later.js';

/** What a client is told to wait: an embedded PostgreSQL is back within a second or two. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const DATABASE_UNAVAILABLE_MESSAGE =
  'The service cannot reach its database right now. Please try again in a few seconds.';

/** Socket errors of a server that is down, restarting or out of reach. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot serve now but will: class 08 (connection exception),
 * 57P01-57P03 (shut down by an admin, crashed, still starting or recovering) and 53300 (too
 * many connections).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres and its pool say these without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // unexpectedly, due to connection timeout, or mid-query
  /^timeout exceeded when trying to connect/,
  /is not queryable/, // a client whose connection broke earlier
];

/**
 * True when an error means "the database is unreachable" rather than "this query is wrong": the
 * answer is then a 503 the client may repeat, not a 500. TypeORM wraps the driver's error
 * (`driverError`); Node wraps connection attempts to several addresses (`errors`). An
 * HttpException is an answer chosen on purpose, whatever its cause.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  if (error instanceof HttpException) return false;
  // TypeORM releases a transaction's connection when it breaks between two statements: the
  // next statement (often the COMMIT, or a query through the transaction's manager) then fails
  // with one of these instead of the driver's error.
  if (
    error instanceof QueryRunnerAlreadyReleasedError ||
    error instanceof QueryRunnerProviderAlreadyReleasedError
  ) {
    return true;
  }
  const { code, message, driverError, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableState(code))) {
    return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((known) => known.test(message))) {
    return true;
  }
  const inner = [driverError, cause, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((wrapped) => wrapped !== error && isDatabaseUnavailable(wrapped, depth + 1));
}

function isUnavailableState(code: string): boolean {
  return UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code);
}

/** The answer for such an error: 503 with Retry-After and nothing about the server. */
export function databaseUnavailable(): RetryLaterException {
  return new RetryLaterException(503, DATABASE_UNAVAILABLE_MESSAGE, DATABASE_RETRY_AFTER_SECONDS);
}
