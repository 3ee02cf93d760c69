import { describe, expect, it, beforeAll } from '@jest/globals';
import type { AdminPage, AdminUserRow, SessionUser } from '@goalcoach/contracts';
import { DataSource } from 'typeorm';
import { RepairTimeZones1764900000000 } from '../src/migrations/1764900000000-repair-time-zones.js';
import { ApiClient } from './support/api-client.js';
import { appPerBlock } from './support/app-per-block.js';
import { body, expectError } from './support/expect-response.js';
import { TEST_INVITE, signedIn } from './support/test-users.js';

const UNKNOWN = 'Time zone must be an IANA time zone such as Europe/Berlin';
// Node's ICU still knows this zone; PostgreSQL's tzdata dropped it in 2020.
const NODE_ONLY = 'US/Pacific-New';

describe('time zones: only those both the app and PostgreSQL know', () => {
  const block = appPerBlock();
  let admin: ApiClient;

  beforeAll(async () => {
    admin = await signedIn(block.app, 'Admin', 'UTC');
  });

  const zoneOf = async (email: string) =>
    (await block.db.query('SELECT time_zone FROM users WHERE email = $1', [email])).rows[0]
      ?.time_zone as string | undefined;

  it('refuses at sign-up a zone PostgreSQL does not know, and creates nothing', async () => {
    const client = new ApiClient(block.app);
    await expectError(
      await client.post('/api/auth/sign-up', {
        name: 'Pat',
        email: 'pat@example.com',
        password: 'tr0mb0ne-sky',
        inviteCode: TEST_INVITE,
        timeZone: NODE_ONLY,
      }),
      400,
      UNKNOWN,
    );
    expect(await zoneOf('pat@example.com')).toBeUndefined();
  });

  it('refuses it in the profile, and keeps the zone the user had', async () => {
    const sam = await signedIn(block.app, 'Sam', 'Europe/Paris');
    await expectError(
      await sam.patch('/api/auth/profile', {
        name: 'Sam',
        email: 'sam@example.com',
        timeZone: NODE_ONLY,
      }),
      400,
      UNKNOWN,
    );
    expect(await zoneOf('sam@example.com')).toBe('Europe/Paris');
  });

  it('takes a zone in any case, written as PostgreSQL spells it', async () => {
    const kim = await signedIn(block.app, 'Kim', 'america/new_york');
    expect(await zoneOf('kim@example.com')).toBe('America/New_York');
    const changed = await body<SessionUser>(
      await kim.patch('/api/auth/profile', {
        name: 'Kim',
        email: 'kim@example.com',
        timeZone: 'ASIA/TOKYO',
      }),
    );
    expect(changed.timeZone).toBe('Asia/Tokyo');
  });

  it('repairs stored zones PostgreSQL does not know, so the admin list and reminders work again', async () => {
    await signedIn(block.app, 'Lee', 'UTC');
    await signedIn(block.app, 'Max', 'UTC');
    await block.db.query("UPDATE users SET time_zone = $1 WHERE email = 'lee@example.com'", [
      NODE_ONLY,
    ]);
    await block.db.query(
      "UPDATE users SET time_zone = 'Mars/Olympus' WHERE email = 'max@example.com'",
    );

    const runner = block.app.app.get(DataSource).createQueryRunner();
    try {
      await new RepairTimeZones1764900000000().up(runner);
    } finally {
      await runner.release();
    }
    expect(await zoneOf('lee@example.com')).toBe('America/Los_Angeles');
    expect(await zoneOf('max@example.com')).toBe('UTC');
    expect(await zoneOf('kim@example.com')).toBe('Asia/Tokyo');
    const listed = await body<AdminPage<AdminUserRow>>(await admin.get('/api/admin/users'));
    expect(listed.items.map((row) => row.email)).toEqual(
      expect.arrayContaining(['lee@example.com', 'max@example.com']),
    );
  });
});
