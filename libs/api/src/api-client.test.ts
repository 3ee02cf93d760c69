// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import { createApiClient, onUnauthorized } from './api-client';
import { ApiError, errorMessageOf } from './api-error';

// Real HTTP: the client is exercised against a small local server, not a mock.
let server: Server;
let baseURL: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/api/ok') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ hello: 'world' }));
    } else if (req.url === '/api/me') {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 401, message: 'Not signed in' }));
    } else if (req.url === '/api/sign-in') {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 401, message: 'Invalid email or password' }));
    } else if (req.url === '/api/admin') {
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 403, message: 'Admins only' }));
    } else if (req.url === '/api/bad') {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 400, message: 'name must not be empty' }));
    } else {
      res.writeHead(502, 'Bad Gateway');
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('api client', () => {
  it('parses JSON answers', async () => {
    const { data } = await createApiClient(baseURL).get('/ok');
    expect(data).toEqual({ hello: 'world' });
  });

  it('turns a non-OK answer into "<status>: <body text>" and keeps the server message', async () => {
    const error = await createApiClient(baseURL)
      .get('/bad')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      '400: {"statusCode":400,"message":"name must not be empty"}',
    );
    expect(errorMessageOf(error, 'Failed')).toBe('name must not be empty');
  });

  it('falls back to the status text when the body is empty', async () => {
    const error = await createApiClient(baseURL)
      .get('/down')
      .catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('502: Bad Gateway');
    expect(errorMessageOf(error, 'Failed to load')).toBe('Failed to load');
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
      expect((error as ApiError).status).toBe(401);
      expect(logged).toHaveBeenCalled();
    });
  });
});
