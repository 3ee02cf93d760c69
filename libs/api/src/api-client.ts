import type { ApiErrorBody } from '@goalcoach/contracts';
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { ApiError } from './api-error';
import { reportServerReached } from './offline/network-status';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * A 401 is an answer of this call itself (sign-in with a wrong password), not a sign that
     * the session ended: the client's unauthorized handler is not told.
     */
    expectUnauthorized?: boolean;
  }
}

/** Told when a call answers 401: the session the page relies on is gone (expired, revoked). */
export type UnauthorizedHandler = (error: ApiError) => void;

const unauthorizedHandlers = new WeakMap<AxiosInstance, UnauthorizedHandler>();

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      return {
        ...(parsed as ApiErrorBody),
        message: Array.isArray(message) ? message.join('; ') : String(message),
      };
    }
  } catch {
    // A body that is not JSON is shown as text.
  }
  return null;
}

async function bodyText(data: unknown): Promise<string> {
  if (typeof data === 'string') return data;
  if (data == null) return '';
  // A file's error answer (responseType 'blob') carries the same JSON as any other. Read by its
  // shape: under test the Blob may come from another realm than the page's.
  if (typeof data === 'object' && typeof (data as Partial<Blob>).text === 'function') {
    return (data as Blob).text();
  }
  return JSON.stringify(data);
}

/** A call that got no answer at all (not one cancelled by the page). */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof AxiosError && !error.response && error.code !== AxiosError.ERR_CANCELED;
}

async function toApiError(error: unknown): Promise<unknown> {
  if (!(error instanceof AxiosError) || !error.response) return error;
  const { status, statusText, data } = error.response;
  const text = await bodyText(data);
  return new ApiError(status, text, statusText, parseErrorBody(text));
}

function reportUnauthorized(client: AxiosInstance, error: unknown, apiError: unknown): void {
  if (!(apiError instanceof ApiError) || apiError.status !== 401) return;
  if (error instanceof AxiosError && error.config?.expectUnauthorized) return;
  const handler = unauthorizedHandlers.get(client);
  try {
    handler?.(apiError);
  } catch (handlerError) {
    // The caller still gets the API's answer; a broken handler must not replace it.
    console.error('The unauthorized handler failed', handlerError);
  }
}

export function createApiClient(baseURL = '/api'): AxiosInstance {
  const client = axios.create({
    baseURL,
    withCredentials: true,
    headers: { Accept: 'application/json' },
    // Keep the raw text so errors can quote the body exactly; JSON is parsed below.
    transformResponse: [(data: unknown) => data],
  });
  client.interceptors.response.use(
    (response) => {
      reportServerReached(true);
      const type = String(response.headers['content-type'] ?? '');
      if (typeof response.data === 'string' && type.includes('application/json')) {
        response.data = response.data ? JSON.parse(response.data) : null;
      }
      return response;
    },
    async (error: unknown) => {
      if (isNetworkFailure(error)) reportServerReached(false);
      else if (error instanceof AxiosError && error.response) reportServerReached(true);
      const apiError = await toApiError(error);
      reportUnauthorized(client, error, apiError);
      throw apiError;
    },
  );
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
  client: AxiosInstance = apiClient,
): () => void {
  unauthorizedHandlers.set(client, handler);
  return () => {
    if (unauthorizedHandlers.get(client) === handler) unauthorizedHandlers.delete(client);
  };
}
