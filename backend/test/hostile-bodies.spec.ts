import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiClient, SESSION_COOKIE, json } from './support/api-client.js';
import {
  type CatalogRoute,
  RouteCatalog,
  RouteCatalogModule,
  WRITE_METHODS,
  concretePath,
} from './support/route-catalog.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';

const INVITE = 'HOSTILE-TEST';
const PASSWORD = 'tr0mb0ne-sky';

/** ~3,000 levels in 6 KB: enough to overflow the stack of any recursive walk. */
const DEEP_BODY = `${'{"a":'.repeat(1500)}${'['.repeat(1500)}${']'.repeat(1500)}${'}'.repeat(1500)}`;
/** Every field a route might read, each holding a lone surrogate (JSON escapes, as sent). */
const LONE_SURROGATE_BODY = JSON.stringify({
  email: 'EMAIL@example.com',
  name: 'NAME',
  password: PASSWORD,
  inviteCode: INVITE,
  code: 'CODE',
  timeZone: 'UTC',
}).replace(/EMAIL|NAME|CODE/g, '\\udc00');

describe('hostile JSON bodies on every write route', () => {
  let db: TestDatabase;
  let app: TestApp;
  let writes: CatalogRoute[];
  let user: ApiClient;

  /** The raw text as the body: ApiClient would serialise (and so repair) it. */
  const send = (route: CatalogRoute, body: string) =>
    app.get(concretePath(route.url), {
      method: route.method,
      headers: {
        'content-type': 'application/json',
        cookie: `${SESSION_COOKIE}=${user.token ?? ''}`,
      },
      body,
    });

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp(
      { DATABASE_URL: db.url, INVITE_CODE: INVITE },
      { extraModules: [RouteCatalogModule] },
    );
    writes = app.app.get(RouteCatalog).routes.filter((route) => WRITE_METHODS.has(route.method));
    user = new ApiClient(app);
    await user.signUp({
      name: 'Hal',
      email: 'hal@example.com',
      password: PASSWORD,
      inviteCode: INVITE,
    });
  });

  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('refuses nesting deeper than 32 levels with a 400, before anything walks it', async () => {
    expect(writes.length).toBeGreaterThan(10);
    const answers: string[] = [];
    for (const route of writes) {
      const response = await send(route, DEEP_BODY);
      const body = await json(response);
      if (
        response.status !== 400 ||
        body.message !== 'JSON must not be nested more than 32 levels deep'
      ) {
        answers.push(`${route.method} ${route.url} → ${response.status} ${String(body.message)}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it('refuses text that is not well-formed Unicode with a 400 on every route', async () => {
    const answers: string[] = [];
    for (const route of writes) {
      const response = await send(route, LONE_SURROGATE_BODY);
      const body = await json(response);
      if (response.status !== 400 || body.message !== 'Text must be well-formed Unicode') {
        answers.push(`${route.method} ${route.url} → ${response.status} ${String(body.message)}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it('still takes 32 levels, emoji and every other well-formed text', async () => {
    const nested = `{"email":"hal@example.com","x":${'['.repeat(31)}${']'.repeat(31)}}`;
    const deepButAllowed = await app.get('/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: nested,
    });
    // Past the parser: the validation names the unknown field.
    expect(await json(deepButAllowed)).toMatchObject({
      statusCode: 400,
      message: 'property x should not exist',
    });
    const renamed = await user.patch('/api/auth/profile', {
      name: 'Hal 🎯 Ünïcødé',
      email: 'hal@example.com',
      timeZone: 'UTC',
    });
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toMatchObject({ name: 'Hal 🎯 Ünïcødé' });
  });
});
