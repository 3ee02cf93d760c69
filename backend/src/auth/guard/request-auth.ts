import type { ActiveSession } from '../sessions/sessions.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the AuthGuard when the request carries a live session. */
    auth?: ActiveSession;
  }
}
