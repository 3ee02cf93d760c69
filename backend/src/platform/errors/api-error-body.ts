import { HttpException, HttpStatus } from '@nestjs/common';
import type { ApiErrorBody } from '@goalcoach/contracts';

const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/**
 * The answer for anything a handler throws. HttpExceptions keep their status and message;
 * Fastify's own 4xx errors (malformed JSON, body too large, unsupported media type) keep theirs;
 * everything else is a 500 that says nothing about what went wrong (the log has the details).
 * A 5xx carries the request id so a user's report can be matched with the log.
 */
export function toApiErrorBody(exception: unknown, requestId: string): ApiErrorBody {
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const { message, errors } = describeHttpException(exception);
    if (statusCode >= 500) return { statusCode, message, requestId };
    return errors ? { statusCode, message, errors } : { statusCode, message };
  }
  if (isFastifyClientError(exception)) {
    return { statusCode: exception.statusCode, message: exception.message };
  }
  return {
    statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
    message: INTERNAL_ERROR_MESSAGE,
    requestId,
  };
}

function describeHttpException(exception: HttpException): { message: string; errors?: string[] } {
  const response = exception.getResponse();
  if (typeof response === 'string') return { message: response };

  const { message, errors } = response as { message?: unknown; errors?: unknown };
  const errorList = isStringArray(errors) ? errors : isStringArray(message) ? message : undefined;
  if (typeof message === 'string') return { message, errors: errorList };
  if (errorList) return { message: errorList.join('; '), errors: errorList };
  return { message: exception.message };
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

interface FastifyClientError {
  code: string;
  statusCode: number;
  message: string;
}

function isFastifyClientError(error: unknown): error is FastifyClientError {
  if (!(error instanceof Error)) return false;
  const { code, statusCode } = error as Partial<FastifyClientError>;
  return (
    typeof code === 'string' &&
    code.startsWith('FST_') &&
    typeof statusCode === 'number' &&
    statusCode >= 400 &&
    statusCode < 500
  );
}
