import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Goal } from '@goalcoach/contracts';
import { startEmbeddedPostgres } from '../src/platform/database/embedded-postgres.js';
import {
  type PostgresProcess,
  startPostgresProcess,
} from '../src/platform/database/postgres-process.js';
import { ApiClient } from './support/api-client.js';
import { createGoal, waitForGoal } from './support/goals-client.js';
import { must } from './support/must.js';
import { type TestApp, startTestApp } from './support/test-app.js';

const INVITE = 'OUTAGE-SERVER';
const ANSWERS = {
  goal: 'Learn to juggle three balls',
  why: 'for fun',
  vision: 'juggling at the park',
  resources: 'three balls',
  obstacles: 'dropping them',
  workingStyle: 'ten minutes a day',
  change: 'more patience',
};
const log = { info: () => undefined, warn: () => undefined, debug: () => undefined };

/**
 * "The server" of a DATABASE_URL install: a PostgreSQL on a fixed port that the test kills
 * (SIGKILL, like a crash or a failover) and starts again, unsupervised, when it chooses.
 */
class DatabaseServer {
  private process: PostgresProcess | null = null;

  constructor(
    private readonly dataDir: string,
    readonly port: number,
  ) {}

  async start(): Promise<void> {
    const { postgres: binary } = (await import(
      `@embedded-postgres/${process.platform}-${process.arch}`
    )) as { postgres: string };
    this.process = await startPostgresProcess({
      binary,
      dataDir: this.dataDir,
      port: this.port,
      user: postgresUser(),
      flags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onOutput: () => undefined,
    });
  }

  kill(): void {
    const running = must(this.process, 'a running server');
    process.kill(running.pid, 'SIGKILL');
  }

  async waitUntilDead(): Promise<void> {
    const running = must(this.process, 'a server');
    await running.exited;
    running.killLeftovers();
    this.process = null;
  }

  async stop(): Promise<void> {
    await this.process?.stop();
  }
}

describe('a DATABASE_URL server that goes away and comes back', () => {
  let folder: string;
  let server: DatabaseServer;
  let app: TestApp;
  let client: ApiClient;
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'goalcoach-outage-server-'));
    await chmod(folder, 0o755);
    const dataDir = path.join(folder, 'data');
    // The cluster and its database, made once; then the test runs the server itself.
    const created = await startEmbeddedPostgres({ dataDir, database: 'goalcoach', log });
    const url = new URL(created.url);
    await created.stop();
    server = new DatabaseServer(dataDir, await freePort());
    await server.start();
    url.port = String(server.port);

    process.on('unhandledRejection', onRejection);
    app = await startTestApp({
      DATABASE_URL: url.toString(),
      INVITE_CODE: INVITE,
      PLAN_DAILY_LIMIT: '100',
    });
    client = new ApiClient(app);
    await client.signUp({
      name: 'Juggler',
      email: 'juggler@example.com',
      password: 'tr0mb0ne-sky',
      inviteCode: INVITE,
      timeZone: 'Europe/Berlin',
    });
  }, 60_000);

  afterAll(async () => {
    process.removeListener('unhandledRejection', onRejection);
    await app?.close();
    await server?.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('answers 503 + Retry-After on every kind of route while it is away, then works again by itself', async () => {
    expect((await client.get('/api/goals')).status).toBe(200);

    server.kill();
    await server.waitUntilDead();

    // The guard's session lookup, a read, a write with its job, a public route with a query.
    const calls: [string, () => Promise<Response>][] = [
      ['GET /api/auth/user', () => client.get('/api/auth/user')],
      ['GET /api/goals', () => client.get('/api/goals')],
      ['POST /api/goals', () => client.post('/api/goals', ANSWERS)],
      ['GET /api/stats', () => client.get('/api/stats')],
      [
        'POST /api/auth/sign-in',
        () => new ApiClient(app).signIn('juggler@example.com', 'tr0mb0ne-sky'),
      ],
    ];
    for (const [name, call] of calls) {
      const response = await call();
      const body = (await response.json()) as Record<string, unknown>;
      expect({
        name,
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
      }).toEqual({
        name,
        status: 503,
        retryAfter: '5',
      });
      expect(Object.keys(body).sort()).toEqual(['message', 'requestId', 'statusCode']);
      expect(String(body.message)).toMatch(/try again in a few seconds/);
    }
    const ready = await app.get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect((await ready.json()) as object).toMatchObject({ status: 'error' });
    expect((await app.get('/api/health/live')).status).toBe(200);

    await server.start();
    const backAt = Date.now();
    // The pools open new connections on their own: no restart of the app.
    let status = 0;
    while (status !== 200 && Date.now() - backAt < 10_000) {
      status = (await client.get('/api/goals')).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect((await app.get('/api/health/ready')).status).toBe(200);
    console.log(`DATABASE_URL server back: the app answered 200 after ${Date.now() - backAt} ms`);

    // The job queue reconnected too: a new goal gets its plan.
    const goal: Goal = await waitForGoal(client, (await createGoal(client, ANSWERS)).id);
    expect(goal.planStatus).toBe('ready');
    expect(rejections).toEqual([]);
  }, 60_000);
});

function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  return {
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
  };
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
