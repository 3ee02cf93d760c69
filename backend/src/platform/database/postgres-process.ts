import { spawn } from 'node:child_process';
import type { ExitStatus, SupervisedProcess } from './process-supervisor.js';

export interface PostgresProcessOptions {
  binary: string;
  dataDir: string;
  port: number;
  /** Who runs it: the `postgres` system user when we are root. */
  user?: { uid: number; gid: number };
  flags: string[];
  onOutput(text: string): void;
}

export interface PostgresProcess extends SupervisedProcess {
  readonly pid: number;
  /** Fast shutdown (open transactions roll back); resolves once PostgreSQL has exited. */
  stop(): Promise<void>;
  /**
   * After the postmaster died (kill -9): kills the server processes it leaves behind. They
   * hold its shared memory, and a new postmaster refuses to start until they are gone.
   */
  killLeftovers(): void;
}

const READY = 'database system is ready to accept connections';

/**
 * Starts the PostgreSQL server and resolves once it accepts connections. It gets its own
 * process group, so a Ctrl+C in the terminal reaches only GoalCoach, which finishes its
 * requests before it stops PostgreSQL (the process group would stop both at once). The group
 * also names every server process it forks, for killLeftovers().
 */
export async function startPostgresProcess(
  options: PostgresProcessOptions,
): Promise<PostgresProcess> {
  const child = spawn(
    options.binary,
    ['-D', options.dataDir, '-p', String(options.port), ...options.flags],
    { ...options.user, detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<ExitStatus>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  // However this process ends, PostgreSQL is told to stop (an orphan would hold the data folder).
  const stopOnExit = () => {
    if (!hasExited()) child.kill('SIGINT');
  };
  process.once('exit', stopOnExit);
  void exited.then(() => process.removeListener('exit', stopOnExit));

  await new Promise<void>((resolve, reject) => {
    // Read its log for as long as it runs: a full pipe would block PostgreSQL.
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      options.onOutput(text);
      if (text.includes(READY)) resolve();
    });
    child.once('error', reject);
    void exited.then(() => reject(new Error(`PostgreSQL exited (code ${child.exitCode})`)));
  }).catch((error: unknown) => {
    process.removeListener('exit', stopOnExit);
    throw error;
  });

  const pid = child.pid ?? 0;
  return {
    pid,
    exited,
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      if (hasExited()) return;
      child.kill('SIGINT');
      await exited;
    },
    killLeftovers: () => {
      if (!hasExited() || pid <= 0) return; // never while the postmaster itself runs
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // ESRCH: the group is empty already
      }
    },
  };
}
