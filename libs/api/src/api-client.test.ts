// @vitest-environment node
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import { createApiClient, onUnauthorized, setApiTransport, type FetchFunction } from './api-client';
import { ApiError, errorMessageOf } from './api-error';
import { reportServerReached } from './offline/network-status';

vi.mock('./offline/network-status', () => ({ reportServerReached: vi.fn() }));

type Received = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

// Real HTTP: the client is exercised against a small local server, not a mock.
let server: Server;
let baseURL: string;
let received: Received[];
/** Answers the server holds back, to cancel or time out the calls waiting on them. */
const held: ServerResponse[] = [];

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function answer(req: IncomingMessage, res: ServerResponse, body: string): void {
  const { pathname } = new URL(req.url ?? '/', 'http://test');
  switch (pathname) {
    case '/api/ok':
      return json(res, 200, { hello: 'world' });
    case '/api/echo':
      return json(res, 200, { contentType: req.headers['content-type'] ?? null, body });
    case '/api/empty':
      res.writeHead(204, { 'content-type': 'application/json' });
      return void res.end();
    case '/api/text':
      res.writeHead(200, { 'content-type': 'text/plain', 'x-kind': 'text' });
      return void res.end('plain words');
    case '/api/me':
      return json(res, 401, { statusCode: 401, message: 'Not signed in' });
    case '/api/sign-in':
      return json(res, 401, { statusCode: 401, message: 'Invalid email or password' });
    case '/api/admin':
      return json(res, 403, { statusCode: 403, message: 'Admins only' });
    case '/api/bad':
      return json(res, 400, { statusCode: 400, message: 'name must not be empty' });
    case '/api/invalid':
      return json(res, 400, {
        statusCode: 400,
        message: ['name is too long', 'date is not a date'],
      });
    case '/api/slow':
      return void held.push(res);
    default:
      res.writeHead(502, 'Bad Gateway');
      res.end();
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      answer(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

beforeEach(() => {
  received = [];
  vi.mocked(reportServerReached).mockClear();
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      for (const res of held) res.destroy();
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);

/** A base address where nothing listens (a port just freed). */
async function unreachableBaseURL(): Promise<string> {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  return `http://127.0.0.1:${port}/api`;
}

const lastRequest = (): Received => {
  const request = received.at(-1);
  if (!request) throw new Error('No request reached the server');
  return request;
};

describe('api client', () => {
  describe('requests', () => {
    it('always asks for JSON and sends the credentials (the session cookie)', async () => {
      const inits: RequestInit[] = [];
      const recording: FetchFunction = (url, init) => {
        inits.push(init);
        return fetch(url, init);
      };
      await createApiClient(baseURL, recording).get('/ok');
      expect(inits[0]?.credentials).toBe('include');
      expect(lastRequest().headers.accept).toBe('application/json');
    });

    it('sends params as the query string, leaving out undefined and null and repeating arrays', async () => {
      await createApiClient(baseURL).get('/ok', {
        params: { from: '2026-11-14', limit: 7, search: undefined, page: null, id: ['a', 'b'] },
      });
      expect(lastRequest().url).toBe('/api/ok?from=2026-11-14&limit=7&id=a&id=b');
    });

    it('sends a body as JSON', async () => {
      const { data } = await createApiClient(baseURL).post('/echo', { name: 'Run', days: [1, 2] });
      expect(data).toEqual({
        contentType: 'application/json',
        body: '{"name":"Run","days":[1,2]}',
      });
    });

    it('sends PUT and PATCH bodies and DELETE data as JSON too', async () => {
      const client = createApiClient(baseURL);
      await client.put('/echo', { a: 1 });
      await client.patch('/echo', { b: 2 });
      await client.delete('/echo', { data: { endpoint: 'https://push.test/1' } });
      expect(received.map(({ method, body }) => `${method} ${body}`)).toEqual([
        'PUT {"a":1}',
        'PATCH {"b":2}',
        'DELETE {"endpoint":"https://push.test/1"}',
      ]);
      expect(lastRequest().headers['content-type']).toBe('application/json');
    });

    it('sends no body and no Content-Type when there is nothing to send', async () => {
      const client = createApiClient(baseURL);
      await client.post('/echo');
      await client.delete('/echo');
      for (const { body, headers } of received) {
        expect(body).toBe('');
        expect(headers['content-type']).toBeUndefined();
      }
    });

    it('sends FormData as multipart, with the boundary the runtime chose', async () => {
      const form = new FormData();
      form.append('caption', 'The sea');
      form.append('image', new Blob(['png bytes'], { type: 'image/png' }), 'sea.png');
      const { data } = await createApiClient(baseURL).post<{ contentType: string; body: string }>(
        '/echo',
        form,
      );
      const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(data.contentType)?.[1];
      expect(boundary).toBeTruthy();
      expect(data.body).toContain(`--${boundary}`);
      expect(data.body).toContain('name="caption"\r\n\r\nThe sea');
      expect(data.body).toContain('name="image"; filename="sea.png"');
      expect(data.body).toContain('png bytes');
    });
  });

  describe('answers', () => {
    it('answers parsed JSON with the status and headers', async () => {
      const { data, status, headers } = await createApiClient(baseURL).get('/ok');
      expect(data).toEqual({ hello: 'world' });
      expect(status).toBe(200);
      expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    });

    it('answers null for an empty JSON answer and the text of any other answer', async () => {
      const client = createApiClient(baseURL);
      expect((await client.get('/empty')).data).toBeNull();
      const text = await client.get('/text');
      expect(text.data).toBe('plain words');
      expect(text.headers.get('x-kind')).toBe('text');
    });
  });

  describe('a non-OK answer', () => {
    it('is an ApiError "<status>: <body text>" that keeps the server message', async () => {
      const error = await createApiClient(baseURL)
        .get('/bad')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
      expect((error as ApiError).message).toBe(
        '400: {"statusCode":400,"message":"name must not be empty"}',
      );
      expect(errorMessageOf(error, 'Failed')).toBe('name must not be empty');
    });

    it("joins a validation answer's messages", async () => {
      const error = await createApiClient(baseURL)
        .post('/invalid', {})
        .catch((e: unknown) => e);
      expect((error as ApiError).serverMessage).toBe('name is too long; date is not a date');
      expect((error as ApiError).body?.statusCode).toBe(400);
    });

    it('falls back to the status text when the body is empty', async () => {
      const error = await createApiClient(baseURL)
        .get('/down')
        .catch((e: unknown) => e);
      expect((error as ApiError).message).toBe('502: Bad Gateway');
      expect((error as ApiError).body).toBeNull();
      expect(errorMessageOf(error, 'Failed to load')).toBe('Failed to load');
    });
  });

  describe('a 401 answer', () => {
    it('tells the unauthorized handler, and the call still fails with the API error', async () => {
      const client = createApiClient(baseURL);
      const handler = vi.fn();
      onUnauthorized(handler, client);
      const error = await client.get('/me').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe('401: {"statusCode":401,"message":"Not signed in"}');
      expect(handler).toHaveBeenCalledOnce();
      expect(handler).toHaveBeenCalledWith(error);
    });

    it('is the answer itself for calls that expect it (a wrong password at sign-in)', async () => {
      const client = createApiClient(baseURL);
      const handler = vi.fn();
      onUnauthorized(handler, client);
      const error = await client
        .post('/sign-in', {}, { expectUnauthorized: true })
        .catch((e: unknown) => e);
      expect(errorMessageOf(error, 'Failed')).toBe('Invalid email or password');
      expect(handler).not.toHaveBeenCalled();
    });

    it('is the only status that counts: 403 and 5xx are not a lost session', async () => {
      const client = createApiClient(baseURL);
      const handler = vi.fn();
      onUnauthorized(handler, client);
      await client.get('/admin').catch(() => undefined);
      await client.get('/down').catch(() => undefined);
      await client.get('/ok');
      expect(handler).not.toHaveBeenCalled();
    });

    it('reaches only the handler of its own client, while it is registered', async () => {
      const client = createApiClient(baseURL);
      const other = createApiClient(baseURL);
      const handler = vi.fn();
      const remove = onUnauthorized(handler, client);
      await other.get('/me').catch(() => undefined);
      expect(handler).not.toHaveBeenCalled();
      remove();
      await client.get('/me').catch(() => undefined);
      expect(handler).not.toHaveBeenCalled();
    });

    it('still rejects with the API error when the handler throws', async () => {
      const client = createApiClient(baseURL);
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      onUnauthorized(() => {
        throw new Error('broken handler');
      }, client);
      const error = await client.get('/me').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(401);
      expect(logged).toHaveBeenCalled();
    });
  });

  describe('whether the server was reached', () => {
    const reports = () => vi.mocked(reportServerReached).mock.calls.map(([reached]) => reached);

    it('is reported yes for every answer, OK or not', async () => {
      const client = createApiClient(baseURL);
      await client.get('/ok');
      await client.get('/down').catch(() => undefined);
      await client.get('/me').catch(() => undefined);
      expect(reports()).toEqual([true, true, true]);
    });

    it('is reported no when no answer came, and the network error is what the call fails with', async () => {
      const error = await createApiClient(await unreachableBaseURL())
        .get('/ok')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TypeError);
      expect(reports()).toEqual([false]);
    });

    it('is reported no when the answer does not start in time', async () => {
      const error = await createApiClient(baseURL)
        .get('/slow', { timeout: 50 })
        .catch((e: unknown) => e);
      expect((error as Error).name).toBe('TimeoutError');
      expect(reports()).toEqual([false]);
    });

    it('is not reported when the page cancelled the call', async () => {
      const controller = new AbortController();
      const call = createApiClient(baseURL)
        .get('/slow', { signal: controller.signal, timeout: 10_000 })
        .catch((e: unknown) => e);
      await vi.waitFor(() => expect(lastRequest().url).toBe('/api/slow'));
      controller.abort();
      expect(((await call) as Error).name).toBe('AbortError');

      const plain = new AbortController();
      const plainCall = createApiClient(baseURL)
        .get('/slow', { signal: plain.signal })
        .catch((e: unknown) => e);
      plain.abort();
      expect(((await plainCall) as Error).name).toBe('AbortError');
      expect(reports()).toEqual([]);
    });
  });

  describe('setApiTransport', () => {
    it('puts another base and network under a client until it is undone', async () => {
      const client = createApiClient(await unreachableBaseURL());
      const urls: string[] = [];
      const undo = setApiTransport(
        {
          baseURL,
          fetch: (url, init) => {
            urls.push(url);
            return fetch(url, init);
          },
        },
        client,
      );
      expect((await client.get('/ok')).data).toEqual({ hello: 'world' });
      expect(urls).toEqual([`${baseURL}/ok`]);

      undo();
      await expect(client.get('/ok')).rejects.toThrow(TypeError);
      expect(urls).toHaveLength(1);
    });
  });
});
