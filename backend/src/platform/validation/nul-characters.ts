import type { ApiErrorBody } from '@goalcoach/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters';

/** True when a string anywhere in a parsed JSON value holds U+0000. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(containsNul);
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000: such a value would fail its insert with a 500. Every JSON
 * body is checked once here, so each field rule need not know.
 */
export function registerNulCharacterCheck(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!containsNul(request.body)) return;
    const body: ApiErrorBody = { statusCode: 400, message: NUL_CHARACTER_MESSAGE };
    return reply.code(400).send(body);
  });
}
