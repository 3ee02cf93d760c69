// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import { createApiClient, onUnauthorized } from './api-client';
import { ApiError } from './api-error';
import { getFile } from './get-file';

// Real HTTP: files come from a small local server, not a mock.
let server: Server;
let baseURL: string;
const seen: string[] = [];
/** Lets the server send the second half of `/api/halves`. */
let sendSecondHalf: () => void = () => undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://test');
    if (url.pathname === '/api/report.csv' && url.searchParams.get('from') === '2026-01-01') {
      res.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="usage-2026-01-01-to-2026-01-31.csv"`,
      });
      res.end('a,b\r\n1,2\r\n');
    } else if (url.pathname === '/api/report.csv') {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 400, message: 'from must be a date' }));
    } else if (url.pathname === '/api/unnamed') {
      res.writeHead(200, { 'content-type': 'application/zip' });
      res.end('PK');
    } else if (url.pathname === '/api/halves') {
      res.writeHead(200, { 'content-type': 'application/zip' });
      res.write('x'.repeat(1000));
      sendSecondHalf = () => res.end('y'.repeat(500));
    } else {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 401, message: 'Not signed in' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('getFile', () => {
  it('answers the bytes and the name the server gives, with the query sent', async () => {
    const file = await getFile('/report.csv', {
      params: { from: '2026-01-01', to: '2026-01-31' },
      fallbackName: 'report.csv',
      client: createApiClient(baseURL),
    });
    expect(file.filename).toBe('usage-2026-01-01-to-2026-01-31.csv');
    expect(await file.blob.text()).toBe('a,b\r\n1,2\r\n');
    expect(file.blob.type).toContain('text/csv');
    expect(seen).toContain('/api/report.csv?from=2026-01-01&to=2026-01-31');
  });

  it('tells the bytes received so far as they arrive', async () => {
    const received: number[] = [];
    const file = getFile('/halves', {
      fallbackName: 'goal.zip',
      onProgress: (bytes) => received.push(bytes),
      client: createApiClient(baseURL),
    });
    await vi.waitFor(() => expect(received).toEqual([1000]));
    sendSecondHalf();
    const { blob } = await file;
    expect(received).toEqual([1000, 1500]);
    expect(blob.size).toBe(1500);
    expect(blob.type).toBe('application/zip');
  });

  it('tells the whole size once when the answer has no body stream to read', async () => {
    const received: number[] = [];
    const client = createApiClient(baseURL, async (url, init) => {
      const response = await fetch(url, init);
      Object.defineProperty(response, 'body', { value: null });
      return response;
    });
    const file = await getFile('/report.csv', {
      params: { from: '2026-01-01' },
      fallbackName: 'report.csv',
      onProgress: (bytes) => received.push(bytes),
      client,
    });
    expect(received).toEqual([10]);
    expect(await file.blob.text()).toBe('a,b\r\n1,2\r\n');
  });

  it('names an unnamed file with the fallback', async () => {
    const file = await getFile('/unnamed', {
      fallbackName: 'goal.zip',
      client: createApiClient(baseURL),
    });
    expect(file.filename).toBe('goal.zip');
  });

  it("fails with the server's own words, read from the error answer's body", async () => {
    const onProgress = vi.fn();
    const error = await getFile('/report.csv', {
      params: { from: 'soon' },
      fallbackName: 'report.csv',
      onProgress,
      client: createApiClient(baseURL),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).serverMessage).toBe('from must be a date');
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('tells the unauthorized handler when the session has ended', async () => {
    const client = createApiClient(baseURL);
    const handler = vi.fn();
    onUnauthorized(handler, client);
    const error = await getFile('/gone', { fallbackName: 'x', client }).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('401: {"statusCode":401,"message":"Not signed in"}');
    expect(handler).toHaveBeenCalledWith(error);
  });
});
