import { expect } from '@jest/globals';
import { json } from './api-client.js';

/** The JSON body of a response that must have `status`; else fails showing what came instead. */
export async function body<T>(response: Response, status = 200): Promise<T> {
  expect({
    status: response.status,
    body: response.status === status ? 'ok' : await response.text(),
  }).toEqual({ status, body: 'ok' });
  return (await response.json()) as T;
}

/** A refusal: its status and the message it gives. */
export async function expectError(
  response: Response,
  status: number,
  message: string,
): Promise<void> {
  expect({ status: response.status, message: (await json(response)).message }).toEqual({
    status,
    message,
  });
}
