import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const REGISTER = fileURLToPath(new URL('./register-typescript.mjs', import.meta.url));
const STARTUP_TIMEOUT_MS = 45_000;

type LogLine = Record<string, unknown> & { msg?: string };

export interface AppProcess {
  readonly child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  readonly baseUrl: string;
  /** Every JSON line it logged so far. */
  readonly logs: LogLine[];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  isRunning(): boolean;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  waitForLog(match: (line: LogLine) => boolean, ms?: number): Promise<LogLine>;
  /** SIGTERM, then resolves with its exit code once it has stopped. */
  stop(): Promise<number | null>;
}

/**
 * The real server, main.ts, in a process of its own (from the TypeScript sources, no build), so
 * that a spec can SIGKILL it, or watch it survive what would end a process. The environment is
 * only what is given here (plus PATH and HOME): no DATABASE_URL means the embedded PostgreSQL.
 */
export async function spawnApp(env: Record<string, string>): Promise<AppProcess> {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--no-warnings', '--import', REGISTER, MAIN],
    {
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? '/tmp',
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        SERVE_WEB: 'false',
        HOST: '127.0.0.1',
        PORT: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const logs: LogLine[] = [];
  const waiters = new Set<() => void>();
  let stderr = '';
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        logs.push({ msg: line });
      }
    }
    for (const wake of waiters) wake();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      resolve({ code, signal });
      for (const wake of waiters) wake();
    }),
  );
  const isRunning = () => child.exitCode === null && child.signalCode === null;

  const waitForLog = async (match: (line: LogLine) => boolean, ms = 15_000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = logs.find(match);
      if (found) return found;
      if (!isRunning()) throw new Error(`The app exited before logging it. stderr:\n${stderr}`);
      if (Date.now() > deadline) throw new Error(`The app did not log it within ${ms} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, 100);
        waiters.add(wake);
      });
    }
  };

  let baseUrl: string;
  try {
    const listening = await waitForLog(
      (line) =>
        typeof line.msg === 'string' &&
        line.msg.startsWith('Server listening at http://127.0.0.1:'),
      STARTUP_TIMEOUT_MS,
    );
    baseUrl = String(listening.msg).replace('Server listening at ', '');
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }

  return {
    child,
    baseUrl,
    logs,
    exited,
    isRunning,
    fetch: (path, init) => fetch(`${baseUrl}${path}`, init),
    waitForLog,
    stop: async () => {
      if (isRunning()) child.kill('SIGTERM');
      return (await exited).code;
    },
  };
}
