import type { FastifyRequest } from 'fastify';
import type { ActiveSession } from '../sessions/sessions.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the AuthGuard when the request carries a live session. */
    auth?: ActiveSession;
  }
}

export function requestAuth(request: FastifyRequest): ActiveSession | undefined {
  return request.auth;
}
