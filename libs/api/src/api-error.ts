import type { ApiErrorBody } from '@goalcoach/contracts';

/**
 * A non-OK answer of the API. `message` follows the product's contract:
 * "<status>: <body text or status text>"; `serverMessage` is the body's own `message`
 * for showing to people.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
    readonly body: ApiErrorBody | null,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  get serverMessage(): string | null {
    return this.body?.message ?? null;
  }
}

/** The message to show a person: the server's own words when it gave any. */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
