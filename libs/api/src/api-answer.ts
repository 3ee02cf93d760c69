import type { ApiErrorBody } from '@goalcoach/contracts';
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

/** A non-OK answer as the error its caller gets, quoting the body exactly. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  return new ApiError(response.status, text, response.statusText, parseErrorBody(text));
}

/** An OK answer's body: parsed when it is JSON (an empty one is null), otherwise its text. */
export async function dataOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return text;
  return text ? JSON.parse(text) : null;
}
