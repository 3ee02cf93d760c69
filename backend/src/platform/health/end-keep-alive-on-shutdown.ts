import type { FastifyInstance } from 'fastify';
import type { ShutdownState } from './shutdown-state.js';

/**
 * Once shutdown has begun, answers carry `Connection: close`. The server's close() waits for
 * every connection to end, and a keep-alive connection whose request was still running would
 * otherwise stay open until its idle timeout (or the shutdown timeout) runs out.
 */
export function endKeepAliveOnShutdown(fastify: FastifyInstance, shutdown: ShutdownState): void {
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (shutdown.isShuttingDown) void reply.header('connection', 'close');
    done(null, payload);
  });
}
