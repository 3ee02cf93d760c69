import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AppSettingsService } from '../src/platform/settings/app-settings.service.js';
import {
  type Installation,
  INSTALLATION_KEY,
} from '../src/platform/settings/installation.service.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';
import { startTestApp } from './support/test-app.js';
import { MIGRATIONS } from '../src/migrations/index.js';
import { VAPID_KEYS_SETTING } from '../src/reviews/reminders/push/vapid-keys.service.js';

describe('database', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    await db.drop();
  });

  it('runs the migrations at start, once, and keeps the installation across restarts', async () => {
    const first = await startTestApp({ DATABASE_URL: db.url });
    await first.close();

    const migrations = await db.query('SELECT name FROM migrations ORDER BY id');
    expect(migrations.rows).toEqual(MIGRATIONS.map((migration) => ({ name: migration.name })));
    const columns = await db.query(
      `SELECT column_name, data_type, is_nullable FROM information_schema.columns
       WHERE table_name = 'app_settings' ORDER BY ordinal_position`,
    );
    expect(columns.rows).toEqual([
      { column_name: 'key', data_type: 'text', is_nullable: 'NO' },
      { column_name: 'value', data_type: 'jsonb', is_nullable: 'NO' },
      { column_name: 'updated_at', data_type: 'timestamp with time zone', is_nullable: 'NO' },
    ]);
    const installation = await db.query('SELECT value FROM app_settings WHERE key = $1', [
      INSTALLATION_KEY,
    ]);
    const stored = installation.rows[0].value as Installation;
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(stored.firstStartedAt))).toBe(false);

    const second = await startTestApp({ DATABASE_URL: db.url });
    await second.close();

    expect((await db.query('SELECT count(*)::int AS n FROM migrations')).rows).toEqual([
      { n: MIGRATIONS.length },
    ]);
    const again = await db.query('SELECT value FROM app_settings WHERE key = $1', [
      INSTALLATION_KEY,
    ]);
    expect(again.rows[0].value).toEqual(stored);
  });

  it('lets instances that start together share one migration run and one installation', async () => {
    const fresh = await createTestDatabase();
    try {
      const apps = await Promise.all([
        startTestApp({ DATABASE_URL: fresh.url }),
        startTestApp({ DATABASE_URL: fresh.url }),
        startTestApp({ DATABASE_URL: fresh.url }),
      ]);
      await Promise.all(apps.map((app) => app.close()));

      expect((await fresh.query('SELECT count(*)::int AS n FROM migrations')).rows).toEqual([
        { n: MIGRATIONS.length },
      ]);
      // One installation and one pair of push keys, whichever instance wrote them first.
      expect((await fresh.query('SELECT key FROM app_settings ORDER BY key')).rows).toEqual(
        [INSTALLATION_KEY, VAPID_KEYS_SETTING].sort().map((key) => ({ key })),
      );
      // ... and one first invite code.
      expect((await fresh.query('SELECT count(*)::int AS n FROM invite_codes')).rows).toEqual([
        { n: 1 },
      ]);
    } finally {
      await fresh.drop();
    }
  });

  it('stores settings as JSON', async () => {
    const { app, close } = await startTestApp({ DATABASE_URL: db.url });
    try {
      const settings = app.get(AppSettingsService);
      expect(await settings.get('invite')).toBeNull();

      await settings.set('invite', { code: 'ABC-123', uses: 0 });
      await settings.set('invite', { code: 'XYZ-789', uses: 1 });
      expect(await settings.get('invite')).toEqual({ code: 'XYZ-789', uses: 1 });
      expect(await settings.getOrCreate('invite', { code: 'ignored' })).toEqual({
        code: 'XYZ-789',
        uses: 1,
      });
    } finally {
      await close();
    }
  });
});
