// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from './api-client';
import { ApiError, errorMessageOf } from './api-error';

// Real HTTP: the client is exercised against a small local server, not a mock.
let server: Server;
let baseURL: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/api/ok') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ hello: 'world' }));
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
});
