import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server does with one request: answer it, or drop the connection (no answer). */
type ScriptedReply = { status: number; body?: unknown } | 'drop';

type ReceivedWrite = { method: string; path: string; body: unknown };

/**
 * A real HTTP server for the writes under test: it answers requests with the scripted replies
 * in turn (then 200 with the request's body), a few milliseconds later, and logs when each
 * request came in and was answered, to show the order.
 */
export async function startWriteServer() {
  const replies: ScriptedReply[] = [];
  const received: ReceivedWrite[] = [];
  const log: string[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '';
      const body: unknown = text ? JSON.parse(text) : undefined;
      received.push({ method: request.method ?? '', path, body });
      log.push(`in ${request.method} ${path}`);
      const reply = replies.shift() ?? { status: 200, body };
      setTimeout(() => {
        log.push(`out ${request.method} ${path}`);
        if (reply === 'drop') {
          request.socket.destroy();
          return;
        }
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(reply.body ?? { statusCode: reply.status }));
      }, 20);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/api`,
    replies,
    received,
    log,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WriteServer = Awaited<ReturnType<typeof startWriteServer>>;
