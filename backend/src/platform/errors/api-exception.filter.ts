import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { databaseUnavailable, isDatabaseUnavailable } from '../database/database-unavailable.js';
import { toApiErrorBody } from './api-error-body.js';
import { retryAfterOf } from './retry-later.js';

/** The one global exception filter: every error answer of the API has the ApiErrorBody shape. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    // A database that is down or restarting: the client may repeat the request shortly (503).
    const unavailable = isDatabaseUnavailable(exception);
    const answer = unavailable ? databaseUnavailable() : exception;
    const body = toApiErrorBody(answer, request.id);

    if (unavailable) {
      // One line per request, without the stack: the outage itself is logged where it happens.
      request.log.warn({ reason: describe(exception) }, 'database unavailable: answered 503');
    } else if (body.statusCode >= 500) {
      request.log.error({ err: exception }, 'request failed');
    }
    if (reply.sent) return;
    const retryAfter = retryAfterOf(answer);
    if (retryAfter !== null) void reply.header('retry-after', String(retryAfter));
    void reply.status(body.statusCode).send(body);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
