// Starting and stopping the servers a benchmark measures.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Spawns a Node script and resolves once `readyUrl` answers 200. */
async function startNode(script, { env = {}, readyUrl, timeoutMs = 60_000 }) {
  let output = '';
  const child = spawn(process.execPath, [script], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited early:\n${output}`);
    try {
      if ((await fetch(readyUrl)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGTERM');
    throw new Error(`${script} not ready:\n${output}`);
  }
  return {
    pid: child.pid,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.on('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The built backend as a bench measures it: production, on its own port and the bench's
 * database (and, when given, its own DATA_DIR for stored files); API only unless `serveWeb`
 * (the front ends too, as `npm start` serves them); `env` adds what else it should read.
 * Resolves to the process and its base URL.
 */
export async function startBenchBackend(
  main,
  { databaseUrl, inviteCode, dataDir, serveWeb = false, env = {} },
) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = await startNode(main, {
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SERVE_WEB: String(serveWeb),
      INVITE_CODE: inviteCode,
      ...(dataDir === undefined ? {} : { DATA_DIR: dataDir }),
      ...env,
    },
    readyUrl: `${url}/api/health/ready`,
  });
  return { app, url };
}

/**
 * A bare baseline server (bench/support/bare-*.mjs) on its own port and the same database,
 * ready once `readyPath` answers 200; `env` adds what else it reads (e.g. the backend's
 * DATA_DIR).
 */
async function startBareServer(script, databaseUrl, env = {}, readyPath = '/ready') {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startNode(path.join(repoRoot, script), {
    env: { ...env, PORT: String(port), DATABASE_URL: databaseUrl },
    readyUrl: `${url}${readyPath}`,
  });
  return { server, url };
}

/**
 * Resolves to what `work(url)` resolves to, with the bare server `script` up (see
 * startBareServer) while it runs; the server's output is printed when `work` fails.
 */
export async function withBareServer({ script, databaseUrl, env, readyPath }, work) {
  const { server, url } = await startBareServer(script, databaseUrl, env, readyPath);
  try {
    return await work(url);
  } catch (error) {
    console.error(`bare server output:\n${server.output()}`);
    throw error;
  } finally {
    await server.stop();
  }
}
