import { apiErrorOf, dataOf } from './api-answer';
import type { ApiError } from './api-error';
import { callSignal } from './call-signal';
import { reportServerReached } from './offline/network-status';
import { requestUrl, type QueryParams } from './request-url';

export type { QueryParams } from './request-url';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RequestOptions = {
  /** Sent as the query string. */
  params?: QueryParams;
  signal?: AbortSignal;
  /** Milliseconds to wait for the answer to start; then the call fails as unanswered. */
  timeout?: number;
  /**
   * A 401 is an answer of this call itself (sign-in with a wrong password), not a sign that
   * the session ended: the client's unauthorized handler is not told.
   */
  expectUnauthorized?: boolean;
};

/** `body` goes as JSON, or as it is when it is `FormData`. */
type SendOptions = RequestOptions & { body?: unknown };

type ApiResponse<T> = { data: T; status: number; headers: Headers };

type Read = <T = unknown>(path: string, options?: RequestOptions) => Promise<ApiResponse<T>>;
type Write = <T = unknown>(
  path: string,
  body?: unknown,
  options?: RequestOptions,
) => Promise<ApiResponse<T>>;

export type ApiClient = {
  get: Read;
  post: Write;
  put: Write;
  patch: Write;
  /** `data` is sent as the JSON body. */
  delete: <T = unknown>(
    path: string,
    options?: RequestOptions & { data?: unknown },
  ) => Promise<ApiResponse<T>>;
  /**
   * The OK answer with its body unread, e.g. to read a file as it arrives; a failed call ends
   * as for the other methods.
   */
  send: (method: HttpMethod, path: string, options?: SendOptions) => Promise<Response>;
};

export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

/** Where a client's calls go: its base address and the network (a fake one under test). */
export type ApiTransport = { baseURL: string; fetch: FetchFunction };

/** Told when a call answers 401: the session the page relies on is gone (expired, revoked). */
export type UnauthorizedHandler = (error: ApiError) => void;

const transports = new WeakMap<ApiClient, ApiTransport>();
const unauthorizedHandlers = new WeakMap<ApiClient, UnauthorizedHandler>();

// Looked up at each call, so a test can replace the global fetch.
const pageFetch: FetchFunction = (url, init) => fetch(url, init);

function transportOf(client: ApiClient): ApiTransport {
  const transport = transports.get(client);
  if (!transport) throw new Error('Not a client made by createApiClient');
  return transport;
}

function tellUnauthorized(client: ApiClient, error: ApiError): void {
  try {
    unauthorizedHandlers.get(client)?.(error);
  } catch (handlerError) {
    // The caller still gets the API's answer; a broken handler must not replace it.
    console.error('The unauthorized handler failed', handlerError);
  }
}

function requestInit(method: HttpMethod, body: unknown): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, headers, credentials: 'include' };
  // FormData goes as it is: the browser writes the multipart Content-Type with its boundary.
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  return init;
}

async function send(
  client: ApiClient,
  method: HttpMethod,
  path: string,
  { params, body, signal, timeout, expectUnauthorized }: SendOptions = {},
): Promise<Response> {
  const { baseURL, fetch } = transportOf(client);
  const init = requestInit(method, body);
  const deadline = callSignal(signal, timeout);
  if (deadline.signal) init.signal = deadline.signal;
  let response: Response;
  try {
    response = await fetch(requestUrl(baseURL, path, params), init);
  } catch (error) {
    // No answer came; but a call the page cancelled says nothing about the server.
    if (!signal?.aborted) reportServerReached(false);
    throw error;
  } finally {
    deadline.clear();
  }
  reportServerReached(true);
  if (response.ok) return response;
  const error = await apiErrorOf(response);
  if (error.status === 401 && !expectUnauthorized) tellUnauthorized(client, error);
  throw error;
}

async function answerOf<T>(sent: Promise<Response>): Promise<ApiResponse<T>> {
  const response = await sent;
  // The data's type is the caller's word for what the API answers.
  const data = (await dataOf(response)) as T;
  return { data, status: response.status, headers: response.headers };
}

export function createApiClient(baseURL = '/api', fetch: FetchFunction = pageFetch): ApiClient {
  const client: ApiClient = {
    send: (method, path, options) => send(client, method, path, options),
    get: (path, options) => answerOf(client.send('GET', path, options)),
    post: (path, body, options) => answerOf(client.send('POST', path, { ...options, body })),
    put: (path, body, options) => answerOf(client.send('PUT', path, { ...options, body })),
    patch: (path, body, options) => answerOf(client.send('PATCH', path, { ...options, body })),
    delete: (path, { data, ...options } = {}) =>
      answerOf(client.send('DELETE', path, { ...options, body: data })),
  };
  transports.set(client, { baseURL, fetch });
  return client;
}

/** The one client every part of the front end uses. */
export const apiClient = createApiClient();

/**
 * Sets what happens when a call of `client` answers 401 (unless the call expects it): the
 * shell registers one handler at start, so no page or remote handles an ended session itself.
 * Returns a function that removes the handler again.
 */
export function onUnauthorized(
  handler: UnauthorizedHandler,
  client: ApiClient = apiClient,
): () => void {
  unauthorizedHandlers.set(client, handler);
  return () => {
    if (unauthorizedHandlers.get(client) === handler) unauthorizedHandlers.delete(client);
  };
}

/**
 * For tests: sends the calls of `client` (the shared one unless given) to another base address
 * or through a fake network, until the returned function puts the previous transport back.
 */
export function setApiTransport(
  transport: Partial<ApiTransport>,
  client: ApiClient = apiClient,
): () => void {
  const previous = transportOf(client);
  transports.set(client, { ...previous, ...transport });
  return () => transports.set(client, previous);
}
