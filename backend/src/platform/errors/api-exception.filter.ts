import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toApiErrorBody } from './api-error-body.js';
import { retryAfterOf } from './retry-later.js';

/** The one global exception filter: every error answer of the API has the ApiErrorBody shape. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const body = toApiErrorBody(exception, request.id);

    if (body.statusCode >= 500) {
      request.log.error({ err: exception }, 'request failed');
    }
    if (reply.sent) return;
    const retryAfter = retryAfterOf(exception);
    if (retryAfter !== null) void reply.header('retry-after', String(retryAfter));
    void reply.status(body.statusCode).send(body);
  }
}
