import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiClient } from './support/api-client.js';
import {
  type CatalogRoute,
  RouteCatalog,
  RouteCatalogModule,
  WRITE_METHODS,
  concretePath,
} from './support/route-catalog.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';

const INVITE = 'ROUTES-TEST';
const PASSWORD = 'tr0mb0ne-sky';
const FOREIGN_ORIGIN = 'https://evil.example';

/**
 * Routes a visitor may call. A route made public must be added here on purpose; any other
 * route, present or future, must refuse a visitor.
 */
const PUBLIC_ROUTES = new Set([
  'POST /api/auth/sign-up',
  'POST /api/auth/validate-invite',
  'POST /api/auth/sign-in',
  'POST /api/auth/sign-out',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/config',
  'GET /api/federation/manifest',
  // The calendar feed: its secret token is the key (calendar apps send no cookie).
  'GET /calendar/*',
]);
/** The OpenAPI page and documents (not served in production). */
const isApiDocs = (route: CatalogRoute) => route.url.startsWith('/api/docs');
const isAdminRoute = (route: CatalogRoute) => /^\/api\/admin(\/|$)/.test(route.url);
const key = (route: CatalogRoute) => `${route.method} ${route.url}`;

const encodeChar = (char: string, upper = false) => {
  const hex = char.charCodeAt(0).toString(16);
  return `%${upper ? hex.toUpperCase() : hex}`;
};
const encodeLetters = (segment: string, upper = false) =>
  segment.replace(/[a-z]/gi, (char) => encodeChar(char, upper));

/**
 * Spellings of one path that a router may take for the same route: each segment percent-encoded
 * in turn, the first letter of every segment encoded, every letter in upper-case hex, a trailing
 * slash, a doubled slash. Whatever the router makes of each, none may get past the checks.
 */
function spellings(path: string): string[] {
  const segments = path.split('/').slice(1);
  const join = (parts: string[]) => `/${parts.join('/')}`;
  return [
    path,
    ...segments.map((_, index) =>
      join(segments.map((segment, at) => (at === index ? encodeLetters(segment) : segment))),
    ),
    join(segments.map((segment) => segment.replace(/^[a-z]/i, (char) => encodeChar(char)))),
    join(segments.map((segment) => encodeLetters(segment, true))),
    `${path}/`,
    path.replace('/api/', '/api//'),
  ];
}

describe('access to every route of the router, however its path is spelled', () => {
  let db: TestDatabase;
  let app: TestApp;
  let routes: CatalogRoute[];
  let admin: ApiClient;
  let member: ApiClient;

  const call = (client: ApiClient, route: CatalogRoute, path: string, origin?: string) =>
    client.send(
      route.method,
      path,
      WRITE_METHODS.has(route.method) ? {} : undefined,
      origin ? { origin } : {},
    );

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp(
      { DATABASE_URL: db.url, INVITE_CODE: INVITE },
      { extraModules: [RouteCatalogModule] },
    );
    routes = app.app
      .get(RouteCatalog)
      .routes.filter((route) => route.method !== 'HEAD' && !isApiDocs(route));
    admin = new ApiClient(app);
    await admin.signUp({
      name: 'First Admin',
      email: 'first@example.com',
      password: PASSWORD,
      inviteCode: INVITE,
    });
    member = new ApiClient(app);
    await member.signUp({
      name: 'Member',
      email: 'member@example.com',
      password: PASSWORD,
      inviteCode: INVITE,
    });
  });

  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('sees the whole router, admin routes included', () => {
    const keys = routes.map(key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/admin/invite-code',
        'POST /api/admin/invite-code',
        'GET /api/goals',
        'PATCH /api/tasks/:id',
        ...PUBLIC_ROUTES,
      ]),
    );
    expect(routes.filter(isAdminRoute).length).toBeGreaterThanOrEqual(2);
  });

  it('lets the admin in, so the refusals below are about the role', async () => {
    expect((await admin.get('/api/admin/invite-code')).status).toBe(200);
    expect((await member.get('/api/auth/user')).status).toBe(200);
  });

  it('refuses a visitor on every route that is not public', async () => {
    const visitor = new ApiClient(app);
    const letIn: string[] = [];
    for (const route of routes.filter((one) => !PUBLIC_ROUTES.has(key(one)))) {
      for (const path of spellings(concretePath(route.url))) {
        const { status } = await call(visitor, route, path);
        if (status !== 401 && status !== 404) letIn.push(`${route.method} ${path} → ${status}`);
      }
      expect((await call(visitor, route, concretePath(route.url))).status).toBe(401);
    }
    expect(letIn).toEqual([]);
  });

  it('refuses a signed-in non-admin on every admin route', async () => {
    const letIn: string[] = [];
    for (const route of routes.filter(isAdminRoute)) {
      for (const path of spellings(concretePath(route.url))) {
        const { status } = await call(member, route, path);
        if (status !== 403 && status !== 404) letIn.push(`${route.method} ${path} → ${status}`);
      }
      const canonical = await call(member, route, concretePath(route.url));
      expect(canonical.status).toBe(403);
    }
    expect(letIn).toEqual([]);
  });

  it('refuses a write from a foreign origin on every route, even an admin', async () => {
    const letIn: string[] = [];
    for (const route of routes.filter((one) => WRITE_METHODS.has(one.method))) {
      for (const path of spellings(concretePath(route.url))) {
        const response = await call(admin, route, path, FOREIGN_ORIGIN);
        if (response.status !== 403) letIn.push(`${route.method} ${path} → ${response.status}`);
      }
      // What the browser itself says, with no Origin at all.
      const path = concretePath(route.url);
      const unnamed = await admin.send(route.method, path, {}, { 'sec-fetch-site': 'cross-site' });
      if (unnamed.status !== 403)
        letIn.push(`${route.method} ${path} cross-site → ${unnamed.status}`);
    }
    expect(letIn).toEqual([]);
    expect((await admin.get('/api/admin/invite-code').then((r) => r.json())) as unknown).toEqual({
      code: INVITE,
    });
  });
});
