import { HttpStatus } from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { ApiErrorBody } from '@goalcoach/contracts';

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
