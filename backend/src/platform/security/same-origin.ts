import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@goalcoach/contracts';
import type { AppConfig } from '../config/app-config.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ACCEPTED_TYPES = ['application/json', 'multipart/form-data'];

export type CsrfVerdict = { ok: true } | { ok: false; statusCode: 403 | 415; message: string };

export interface CsrfRequest {
  method: string;
  origin: string | undefined;
  /** The Host header: the address the browser used for this very request. */
  host: string | undefined;
  contentType: string | undefined;
  /** `Sec-Fetch-Site`: what the browser itself says of the request's origin. */
  fetchSite: string | undefined;
  /** True when the request carries a body (Content-Length > 0 or chunked). */
  hasBody: boolean;
}

/**
 * CSRF defence for every state-changing request, on top of the SameSite=Lax cookie. It is not
 * limited to some paths: a path test on the raw URL is skipped by a spelling the router still
 * matches (`/%61pi/...`), and nothing but the API takes writes anyway.
 * - an `Origin` header, when present (browsers send it on every cross-origin and every
 *   POST/PATCH/PUT/DELETE fetch), must be the origin of PUBLIC_URL or name the host the request
 *   was sent to (http://127.0.0.1:3000 for an app whose PUBLIC_URL says localhost; a LAN
 *   address). A cross-site page cannot forge either: its Origin is its own;
 * - a body must be JSON or multipart. HTML forms can only send urlencoded, multipart or
 *   text/plain, and a cross-site form always carries an Origin; a call without a body and
 *   without a Content-Type (e.g. a DELETE from our own front end) is allowed.
 * - a browser's own `Sec-Fetch-Site: cross-site` is refused too, with or without an Origin.
 * Non-browser clients (curl, tests) send no Origin and pass the origin check.
 */
export function checkCsrf(request: CsrfRequest, publicOrigin: string): CsrfVerdict {
  if (!STATE_CHANGING.has(request.method)) return { ok: true };
  const foreign =
    request.fetchSite?.toLowerCase() === 'cross-site' ||
    (request.origin !== undefined && !isSameOrigin(request.origin, request.host, publicOrigin));
  if (foreign) {
    return { ok: false, statusCode: 403, message: 'Cross-site request refused' };
  }
  const type = request.contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === undefined || type === '') {
    return request.hasBody
      ? { ok: false, statusCode: 415, message: 'Content-Type must be application/json' }
      : { ok: true };
  }
  if (!ACCEPTED_TYPES.includes(type)) {
    return { ok: false, statusCode: 415, message: 'Content-Type must be application/json' };
  }
  return { ok: true };
}

function isSameOrigin(origin: string, host: string | undefined, publicOrigin: string): boolean {
  if (origin === publicOrigin) return true;
  try {
    const { protocol, host: originHost } = new URL(origin);
    // Same scheme as PUBLIC_URL: an http page must not write to an https deployment.
    return (
      host !== undefined &&
      protocol === new URL(publicOrigin).protocol &&
      originHost === host.toLowerCase()
    );
  } catch {
    return false; // "null" or a malformed Origin
  }
}

export function registerCsrfCheck(
  fastify: FastifyInstance,
  config: Pick<AppConfig, 'publicUrl'>,
): void {
  const publicOrigin = new URL(config.publicUrl).origin;
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const length = request.headers['content-length'];
    const verdict = checkCsrf(
      {
        method: request.method,
        origin: request.headers.origin,
        host: request.headers.host,
        contentType: request.headers['content-type'],
        fetchSite: firstValue(request.headers['sec-fetch-site']),
        hasBody:
          (length !== undefined && length !== '0') ||
          request.headers['transfer-encoding'] !== undefined,
      },
      publicOrigin,
    );
    if (!verdict.ok) {
      const body: ApiErrorBody = { statusCode: verdict.statusCode, message: verdict.message };
      return reply.code(verdict.statusCode).send(body);
    }
  });
}

function firstValue(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header[0] : header;
}
