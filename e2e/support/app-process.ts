import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './environment.js';

export type AppProcess = {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code after SIGTERM. */
  stop: () => Promise<number | null>;
};

/** Starts the app the way `npm start` does (without its build step). */
export function startApp(env: Record<string, string | undefined>): AppProcess {
  let output = '';
  // An undefined value removes the variable, e.g. DATABASE_URL for the embedded default.
  const merged = Object.fromEntries(
    Object.entries({ ...process.env, LOG_LEVEL: 'warn', ...env }).filter(
      ([, v]) => v !== undefined,
    ),
  );
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs'), '--no-build'], {
    cwd: repoRoot,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export async function waitUntilReady(
  url: string,
  app: AppProcess,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null) {
      throw new Error(`The app exited with ${app.child.exitCode}:\n${app.output()}`);
    }
    try {
      const response = await fetch(`${url}/api/health/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The app was not ready within ${timeoutMs} ms:\n${app.output()}`);
}

/** A server left over from an interrupted run would answer instead of this build. */
export async function assertNothingListens(url: string): Promise<void> {
  const answered = await fetch(`${url}/api/health/live`).then(
    () => true,
    () => false,
  );
  if (answered)
    throw new Error(`Something already listens on ${url}; stop it or pick another port.`);
}
