import { once } from 'node:events';
import { connect } from 'node:net';
import type { VisionImage, VisionProfile } from '@goalcoach/contracts';
import { SESSION_COOKIE, type ApiClient } from './api-client.js';
import { body } from './expect-response.js';
import type { TestApp } from './test-app.js';

export interface FilePart {
  field: string;
  data: Buffer;
  /** What the client claims; the server must not trust it. */
  type?: string;
  name?: string;
}

/** A multipart form: the file parts and text fields in the order given. */
export function form(...parts: (FilePart | [string, string])[]): FormData {
  const data = new FormData();
  for (const part of parts) {
    if (Array.isArray(part)) data.append(part[0], part[1]);
    else {
      const blob = new Blob([new Uint8Array(part.data)], {
        type: part.type ?? 'application/octet-stream',
      });
      data.append(part.field, blob, part.name ?? 'upload.bin');
    }
  }
  return data;
}

/** Sends a multipart (or any raw) body as the signed-in client. */
export function sendForm(
  app: Pick<TestApp, 'get'>,
  client: ApiClient,
  method: string,
  path: string,
  data: FormData | Buffer,
  headers: Record<string, string> = {},
): Promise<Response> {
  return app.get(path, {
    method,
    headers: { cookie: `${SESSION_COOKIE}=${client.token ?? ''}`, ...headers },
    body: data instanceof FormData ? data : new Uint8Array(data),
  });
}

export const imageFile = (data: Buffer, type = 'image/jpeg', name = 'photo.jpg'): FilePart => ({
  field: 'image',
  data,
  type,
  name,
});

export const audioFile = (data: Buffer, type = 'audio/webm', name = 'voice.webm'): FilePart => ({
  field: 'audio',
  data,
  type,
  name,
});

export const uploadImage = (
  app: Pick<TestApp, 'get'>,
  client: ApiClient,
  ...parts: (FilePart | [string, string])[]
) => sendForm(app, client, 'POST', '/api/vision/images', form(...parts));

export const addImage = async (
  app: Pick<TestApp, 'get'>,
  client: ApiClient,
  ...parts: (FilePart | [string, string])[]
) => body<VisionImage>(await uploadImage(app, client, ...parts), 201);

export const putVoiceNote = (app: Pick<TestApp, 'get'>, client: ApiClient, file: FilePart) =>
  sendForm(app, client, 'PUT', '/api/vision/voice-note', form(file));

export const imagesOf = (client: ApiClient) =>
  client.get('/api/vision/images').then((response) => body<VisionImage[]>(response));

export const profileOf = (client: ApiClient) =>
  client.get('/api/vision/profile').then((response) => body<VisionProfile>(response));

/** The whole body of a file answer. */
export async function bytesOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Sends an HTTP head, then a chunked body starting with `start` and going on with 1 MB chunks,
 * never reading the answer, until the server cuts the connection or `maxMegabytes` are sent.
 * Answers how many megabytes went out.
 */
export async function sendUntilCut(
  baseUrl: string,
  head: string,
  start: string,
  maxMegabytes: number,
): Promise<number> {
  const { port } = new URL(baseUrl);
  const socket = connect(Number(port), '127.0.0.1');
  await once(socket, 'connect');
  let cut = false;
  socket.on('error', () => (cut = true));
  socket.on('close', () => (cut = true));
  const chunk = Buffer.alloc(1024 * 1024, 0x61);
  const frame = (data: Buffer) =>
    Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
  socket.write(head);
  socket.write(frame(Buffer.from(start)));
  let sent = 0;
  while (!cut && sent < maxMegabytes) {
    if (!socket.write(frame(chunk))) {
      // `once` rejects on the socket's 'error': a reset is the cut this waits for.
      await Promise.race([once(socket, 'drain'), once(socket, 'close')]).catch(() => undefined);
    }
    sent += 1;
  }
  socket.destroy();
  return sent;
}
