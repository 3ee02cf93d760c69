import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Without the query string: links in e-mails carry tokens there. A path that is itself a secret
 * (a calendar feed's) is masked by the logger, on every line (create-logger.ts).
 */
function loggedPath(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '';
}

/**
 * One log line per request, written when the response is done, instead of Fastify's two
 * ("incoming request" and "request completed" with whole request and reply objects).
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {
    // The completion line below says it all.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const status = reply.statusCode;
    const line = {
      method: request.method,
      url: loggedPath(request),
      status,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'request failed');
    else request.log[status >= 500 ? 'error' : 'info'](line, 'request completed');
  }
}
