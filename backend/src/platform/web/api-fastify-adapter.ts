import { HttpStatus } from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { ApiErrorBody } from '@goalcoach/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

const NOT_FOUND: ApiErrorBody = { statusCode: HttpStatus.NOT_FOUND, message: 'Not found' };

/**
 * The Fastify adapter with one change: a request no route matches (an unknown /api path, a
 * missing file under /remotes) gets `{ statusCode: 404, message: 'Not found' }` rather than
 * Nest's "Cannot GET /path".
 */
export class ApiFastifyAdapter extends FastifyAdapter {
  override setNotFoundHandler(): ReturnType<FastifyAdapter['setNotFoundHandler']> {
    return this.getInstance().setNotFoundHandler((_request, reply) => {
      void reply.code(NOT_FOUND.statusCode).send(NOT_FOUND);
    });
  }
}

const MALFORMED_URL: ApiErrorBody = {
  statusCode: HttpStatus.BAD_REQUEST,
  message: 'The address is not a valid URL',
};

/**
 * Errors Fastify meets before any route runs: a path that does not decode (`/api/goals/%ED%B0`)
 * gets the API's own 400 body instead of Fastify's, which quotes the path back.
 */
export function answerFrameworkError(
  _error: Error,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply.code(MALFORMED_URL.statusCode).send(MALFORMED_URL);
}
