import { setApiTransport, type FetchFunction } from '@goalcoach/api';

type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

type RecordedRequest = {
  method: HttpMethod;
  /** Below `/api`, without the query string: routes match on it. */
  path: string;
  /** The query string's parameters, e.g. `{ from: '2026-11-14' }`. */
  query: Record<string, string>;
  body: unknown;
};

export type MockReply = {
  status: number;
  body?: unknown;
  /** Sent as it is instead of `body` as JSON, e.g. a ZIP file's bytes. */
  rawBody?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
};

export type MockHandler = (request: RecordedRequest) => MockReply | Promise<MockReply>;

export type MockApi = {
  /** Answers `method path` (path below `/api`, e.g. `/goals/g1`) with a reply or a handler. */
  on: (method: HttpMethod, path: string, reply: MockReply | MockHandler) => MockApi;
  calls: (method?: HttpMethod, path?: string) => RecordedRequest[];
  /** Requests no route answered; a test should end with none. */
  unmatched: RecordedRequest[];
  restore: () => void;
};

/** An absolute base, because fetch's Request refuses relative addresses outside a browser. */
const TEST_ORIGIN = 'http://goalcoach.test';
const API_BASE = `${TEST_ORIGIN}/api`;

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Fakes the network under the shared client: it still builds its real requests and handles the
 * answers as in the browser (JSON parsing, ApiError shaping, the 401 handler).
 */
export function mockApi(): MockApi {
  const routes = new Map<string, MockHandler>();
  const recorded: RecordedRequest[] = [];
  const unmatched: RecordedRequest[] = [];

  const fakeFetch: FetchFunction = async (address, init) => {
    // A Request reads the body as a server would (under jsdom, FormData becomes multipart).
    const request = new Request(address, init);
    const url = new URL(request.url);
    const recordedRequest: RecordedRequest = {
      method: request.method.toUpperCase() as HttpMethod,
      path: url.pathname.replace(/^\/api/, ''),
      query: Object.fromEntries(url.searchParams),
      body: await readBody(request),
    };
    recorded.push(recordedRequest);
    const key = `${recordedRequest.method} ${recordedRequest.path}`;
    const handler = routes.get(key);
    if (!handler) unmatched.push(recordedRequest);
    const reply = handler
      ? await handler(recordedRequest)
      : { status: 501, body: { statusCode: 501, message: `No mock for ${key}` } };
    if (reply.rawBody !== undefined) {
      return new Response(reply.rawBody, { status: reply.status, headers: reply.headers });
    }
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  };

  const restoreTransport = setApiTransport({ baseURL: API_BASE, fetch: fakeFetch });

  const api: MockApi = {
    on(method, path, reply) {
      routes.set(`${method} ${path}`, typeof reply === 'function' ? reply : () => reply);
      return api;
    },
    calls: (method, path) =>
      recorded.filter((r) => (!method || r.method === method) && (!path || r.path === path)),
    unmatched,
    restore: restoreTransport,
  };
  return api;
}

/** A reply the test releases when it wants, to look at the state in between. */
export function deferredReply(): { handler: MockHandler; resolve: (reply: MockReply) => void } {
  let resolve: (reply: MockReply) => void = () => undefined;
  const promise = new Promise<MockReply>((r) => {
    resolve = r;
  });
  return { handler: () => promise, resolve: (reply) => resolve(reply) };
}
