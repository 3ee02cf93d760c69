import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { looksLikeFile } from '@goalcoach/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppConfig, REMOTE_FOLDERS } from '../config/app-config.js';
import { cacheControlFor } from './cache-control.js';
import { SIGNED_IN_HINT_COOKIE } from './signed-in-hint-cookie.js';

/** The shell's service worker (offline copies of the app, Web Push reminders), at /sw.js. */
const SERVICE_WORKER_FILE = 'sw.js';

const NOT_BUILT_MESSAGE = 'The web app is not built yet: run "npm run build".';

const REMOTE_FOLDER_NAMES = new Set<string>(Object.values(REMOTE_FOLDERS));

/**
 * A page opened by a browser that was signed in asks at once who is signed in and loads a
 * remote, whose address comes first: the browser fetches both while the shell's scripts
 * download, rather than after they run (the shell's own requests then take these answers).
 * Visitors (no hint) need neither.
 */
const SIGNED_IN_PRELOADS = ['/api/auth/user', '/api/federation/manifest']
  .map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`)
  .join(', ');

/** The suffix of a compressed copy the build wrote beside a file (`main.3f9a1c2b.js.br`). */
const PRECOMPRESSED_COPY = /\.(?:br|gz)$/;

/**
 * Serves the built front end: the shell at `/` (with the SPA fallback to its index.html) and
 * each remote at `/remotes/<folder>/`. Folders are looked up per request, so building the front
 * end (or one remote) while the server runs needs no restart, and a missing remote only 404s.
 * Unmatched `/api` paths fall through to the 404 handler.
 */
export async function registerWebApp(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  const shellDist = path.join(config.webDistRoot, 'shell', 'dist');

  await fastify.register(fastifyStatic, {
    serve: false,
    cacheControl: false,
    // The build writes .br and .gz copies of its text files: the one the browser accepts is
    // sent with its Content-Encoding and `Vary: Accept-Encoding`, else the file itself.
    preCompressed: true,
    // Never hand out dotfiles (.env, .git) that may sit beside a deployed build.
    dotfiles: 'ignore',
    setHeaders: (reply, sentPath) => {
      const filePath = sentPath.replace(PRECOMPRESSED_COPY, '');
      void reply.header('cache-control', cacheControlFor(filePath));
      // The shell's service worker controls the whole app, whatever folder it is served from.
      if (filePath === path.join(shellDist, SERVICE_WORKER_FILE)) {
        void reply.header('service-worker-allowed', '/');
      }
    },
  });

  fastify.get('/*', async (request: FastifyRequest<{ Params: { '*': string } }>, reply) => {
    const urlPath = request.params['*'];
    const [first = '', ...rest] = urlPath.split('/');

    if (first === 'api') return reply.callNotFound();
    if (first === 'remotes') return sendRemoteFile(reply, config.webDistRoot, rest);

    if (!(await isFile(path.join(shellDist, 'index.html')))) return sendNotBuilt(reply);
    if (looksLikeFile(urlPath)) return reply.sendFile(urlPath, shellDist);
    if (request.cookies?.[SIGNED_IN_HINT_COOKIE]) {
      void reply.header('link', SIGNED_IN_PRELOADS);
    }
    return reply.sendFile('index.html', shellDist);
  });
}

function sendRemoteFile(reply: FastifyReply, webDistRoot: string, segments: string[]) {
  const [folder = '', ...file] = segments;
  if (!REMOTE_FOLDER_NAMES.has(folder) || file.length === 0) return reply.callNotFound();
  return reply.sendFile(file.join('/'), path.join(webDistRoot, folder, 'dist'));
}

function sendNotBuilt(reply: FastifyReply) {
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(NOT_BUILT_MESSAGE);
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}
