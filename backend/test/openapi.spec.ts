import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';

describe('OpenAPI', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    await db.drop();
  });

  it('serves Swagger UI and the document outside production', async () => {
    const app = await startTestApp({ DATABASE_URL: db.url, NODE_ENV: 'development' });
    try {
      const ui = await app.get('/api/docs');
      expect(ui.status).toBe(200);
      expect(ui.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await ui.text()).toContain('swagger-ui');
      expect(ui.headers.get('content-security-policy')).toContain(
        "img-src 'self' data: blob: https:",
      );

      const document = await app.get('/api/docs/openapi.json');
      expect(document.status).toBe(200);
      const { info, paths } = (await document.json()) as {
        info: { title: string };
        paths: Record<string, unknown>;
      };
      expect(info.title).toBe('GoalCoach API');
      expect(Object.keys(paths)).toEqual(
        expect.arrayContaining([
          '/api/health/live',
          '/api/health/ready',
          '/api/config',
          '/api/federation/manifest',
        ]),
      );
    } finally {
      await app.close();
    }
  });

  it('serves neither in production', async () => {
    const app = await startTestApp({ DATABASE_URL: db.url, NODE_ENV: 'production' });
    try {
      for (const path of ['/api/docs', '/api/docs/openapi.json']) {
        const response = await app.get(path);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ statusCode: 404, message: 'Not found' });
      }
    } finally {
      await app.close();
    }
  });
});
