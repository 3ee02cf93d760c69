import type { ApiErrorBody } from '@goalcoach/contracts';
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { ApiError } from './api-error';

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

function toApiError(error: unknown): unknown {
  if (!(error instanceof AxiosError) || !error.response) return error;
  const { status, statusText, data } = error.response;
  const text = typeof data === 'string' ? data : data == null ? '' : JSON.stringify(data);
  return new ApiError(status, text, statusText, parseErrorBody(text));
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
      const type = String(response.headers['content-type'] ?? '');
      if (typeof response.data === 'string' && type.includes('application/json')) {
        response.data = response.data ? JSON.parse(response.data) : null;
      }
      return response;
    },
    (error: unknown) => Promise.reject(toApiError(error)),
  );
  return client;
}

/** The one client every part of the front end uses. */
export const apiClient = createApiClient();
