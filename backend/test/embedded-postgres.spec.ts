import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import {
  type RunningPostgres,
  startEmbeddedPostgres,
} from '../src/platform/database/embedded-postgres.js';

const isRoot = process.getuid?.() === 0;
const onLinux = process.platform === 'linux' ? it : it.skip;
const asRoot = isRoot ? it : it.skip;

const log = { info: () => undefined, warn: () => undefined, debug: () => undefined };

async function query(url: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** As root, PostgreSQL runs as the postgres user; otherwise as the current user. */
function postgresUser(): { uid?: number; gid?: number } {
  if (!isRoot) return {};
  return {
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
  };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitUntil(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The embedded PostgreSQL that main.ts starts when DATABASE_URL is unset. */
describe('embedded PostgreSQL', () => {
  let folder: string;
  let dataDir: string;
  const start = () => startEmbeddedPostgres({ dataDir, database: 'goalcoach', log });

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'goalcoach-embedded-'));
    await chmod(folder, 0o755);
    dataDir = path.join(folder, 'data', 'postgres');
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('initialises once, then keeps the data across restarts', async () => {
    const firstStart = performance.now();
    const first = await start();
    const firstMs = performance.now() - firstStart;
    try {
      await query(first.url, 'CREATE TABLE kept (value text)');
      await query(first.url, "INSERT INTO kept VALUES ('survives restarts')");
      expect(first.url).toMatch(/^postgres:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/goalcoach$/);
    } finally {
      await first.stop();
    }
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
    expect((await readFile(`${dataDir}.password`, 'utf8')).trim()).toMatch(/^[\w-]{32}$/);

    const restart = performance.now();
    const second = await start();
    const restartMs = performance.now() - restart;
    try {
      expect((await query(second.url, 'SELECT value FROM kept')).rows).toEqual([
        { value: 'survives restarts' },
      ]);
      expect(second.url).not.toBe(first.url); // a new free port at every start
    } finally {
      await second.stop();
    }
    console.log(
      `embedded PostgreSQL: first start ${Math.round(firstMs)} ms, restart ${Math.round(restartMs)} ms`,
    );
  });

  onLinux('restarts itself after kill -9, on the same URL, with the data kept', async () => {
    const lines: string[] = [];
    const server = await startEmbeddedPostgres({
      dataDir,
      database: 'goalcoach',
      log: { ...log, error: (message) => lines.push(message) },
    });
    try {
      await query(server.url, 'CREATE TABLE IF NOT EXISTS crash (value text)');
      await query(server.url, "INSERT INTO crash VALUES ('committed before the kill')");
      const killed = server.pid;
      // A client in the middle of a session: its server process is left behind by the kill.
      const held = new pg.Client({ connectionString: server.url });
      held.on('error', () => undefined);
      await held.connect();
      process.kill(killed, 'SIGKILL');

      const killedAt = Date.now();
      await waitUntil(
        () =>
          query(server.url, 'SELECT 1').then(
            () => true,
            () => false,
          ),
        'the restarted PostgreSQL',
      );
      console.log(`embedded PostgreSQL back ${Date.now() - killedAt} ms after kill -9`);
      expect(server.pid).not.toBe(killed);
      expect(lines).toEqual([
        'Embedded PostgreSQL exited unexpectedly (signal SIGKILL): restarting it',
      ]);
      expect((await query(server.url, 'SELECT value FROM crash')).rows).toEqual([
        { value: 'committed before the kill' },
      ]);
      await held.end().catch(() => undefined);
    } finally {
      await server.stop();
    }
    // Stopped on purpose: not restarted.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
    expect(lines).toHaveLength(1);
  });

  onLinux(
    'starts despite a postmaster.pid left by a crash whose PID is now another program',
    async () => {
      // PostgreSQL itself ignores a dead PID, but not one that its own user may signal.
      const unrelated = spawn('sleep', ['60'], { ...postgresUser(), stdio: 'ignore' });
      try {
        await writeFile(
          path.join(dataDir, 'postmaster.pid'),
          `${unrelated.pid}\n${dataDir}\n1732233600\n5432\n\n127.0.0.1\n 0 0\nready   \n`,
        );
        const server = await start();
        await server.stop();
      } finally {
        unrelated.kill();
      }
    },
  );

  onLinux('stops a PostgreSQL that outlived the process that started it, then starts', async () => {
    const { postgres: binary } = (await import(
      `@embedded-postgres/${process.platform}-${process.arch}`
    )) as { postgres: string };
    // The shell exits at once, so this PostgreSQL is an orphan, like after `kill -9` of node.
    const shell: ChildProcess = spawn(
      'sh',
      [
        '-c',
        `"${binary}" -D "${dataDir}" -p ${await freePort()} -c listen_addresses=127.0.0.1 ` +
          '-c unix_socket_directories= >/dev/null 2>&1 &',
      ],
      { ...postgresUser(), stdio: 'ignore' },
    );
    await new Promise((resolve) => shell.once('exit', resolve));
    const pidFile = path.join(dataDir, 'postmaster.pid');
    await waitUntil(
      async () => (await readFile(pidFile, 'utf8').catch(() => '')).includes('ready'),
      'the orphan PostgreSQL',
    );
    const orphanPid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);

    const server = await start();
    try {
      // Gone, or a zombie until its new parent reaps it: either way no longer PostgreSQL.
      expect(await readFile(`/proc/${orphanPid}/cmdline`, 'utf8').catch(() => '')).toBe('');
      expect((await query(server.url, 'SELECT count(*)::int AS n FROM kept')).rows).toEqual([
        { n: 1 },
      ]);
    } finally {
      await server.stop();
    }
  });

  onLinux(
    'refuses to share its data folder with a PostgreSQL that a live process runs',
    async () => {
      const running: RunningPostgres = await start();
      try {
        await expect(start()).rejects.toThrow(/already running .* is GoalCoach already running\?/s);
      } finally {
        await running.stop();
      }
    },
  );

  asRoot('explains what to do when the postgres user cannot reach the data folder', async () => {
    const privateHome = path.join(folder, 'private-home');
    await mkdir(privateHome, { mode: 0o700 });
    await chmod(privateHome, 0o700);

    const attempt = startEmbeddedPostgres({
      dataDir: path.join(privateHome, 'app', '.data', 'postgres'),
      database: 'goalcoach',
      log,
    });
    await expect(attempt).rejects.toThrow(
      new RegExp(
        `cannot enter ${privateHome} \\(mode 0700[\\s\\S]*DATABASE_URL[\\s\\S]*chmod o\\+x ${privateHome}`,
      ),
    );
  });
});
