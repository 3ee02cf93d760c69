import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';
import { Public } from '../src/platform/security/public.decorator.js';

/** A request that waits until the test lets it finish. */
const slowRequest = (() => {
  let enter: () => void = () => undefined;
  let release: () => void = () => undefined;
  const entered = new Promise<void>((resolve) => (enter = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return { entered, released, enter: () => enter(), release: () => release() };
})();

@Public()
@Controller('test')
class SlowTestController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('slow')
  async slow(): Promise<{ done: boolean; database: number }> {
    slowRequest.enter();
    await slowRequest.released;
    // The database is still there for requests that were running when shutdown began.
    const [row] = (await this.dataSource.query('SELECT 42 AS answer')) as { answer: number }[];
    return { done: true, database: row?.answer ?? 0 };
  }
}

@Module({ controllers: [SlowTestController] })
class SlowTestModule {}

describe('graceful shutdown', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    await db.drop();
  });

  it('lets an in-flight request finish during app.close(), then closes the database', async () => {
    const app = await startTestApp({ DATABASE_URL: db.url }, { extraModules: [SlowTestModule] });
    const dataSource = app.app.get(DataSource);

    const pending = app.get('/api/test/slow');
    await slowRequest.entered;

    let closed = false;
    const closing = app.close().then(() => (closed = true));
    // Give close() every chance to (wrongly) finish or cut the request off.
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    expect(dataSource.isInitialized).toBe(true);

    slowRequest.release();
    const response = await pending;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true, database: 42 });

    await closing;
    expect(dataSource.isInitialized).toBe(false);
    await expect(fetch(`${app.baseUrl}/api/health/live`)).rejects.toThrow();
  });
});
