import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const REQUEST_ID_HEADER = 'x-request-id';

const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Keeps the caller's request id when it is short and made of safe characters (so a proxy's id
 * ties its logs to ours), otherwise makes a new one: the id is logged and echoed, so it must
 * not carry line breaks, markup or unbounded text.
 */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && WELL_FORMED_REQUEST_ID.test(incoming)
    ? incoming
    : randomUUID();
}

/** Fastify's `genReqId`. */
export function generateRequestId(request: IncomingMessage): string {
  return requestIdFor(request.headers[REQUEST_ID_HEADER]);
}

/** Sends the request id back, on every answer (errors and 404s included). */
export function echoRequestId(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
