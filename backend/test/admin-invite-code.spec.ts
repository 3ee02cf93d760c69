import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BackgroundTasks } from '../src/auth/background/background-tasks.js';
import { ApiClient, json } from './support/api-client.js';
import { type TestApp, captureLogs, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';

const PASSWORD = 'tr0mb0ne-sky';

describe('admin role and invite code', () => {
  let db: TestDatabase;
  let app: TestApp;
  let code: string;
  let admin: ApiClient;
  let user: ApiClient;

  beforeAll(async () => {
    db = await createTestDatabase();
    // No INVITE_CODE: one is generated. No ADMIN_EMAIL: the first account is the admin.
    app = await startTestApp({ DATABASE_URL: db.url });
  });

  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('generates an invite code on the first start', async () => {
    const { rows } = await db.query('SELECT code, changed_by FROM invite_codes');
    expect(rows).toEqual([
      { code: expect.stringMatching(/^[A-HJKMNP-Z2-9]{10}$/), changed_by: null },
    ]);
    code = rows[0].code as string;
  });

  it('makes the first account the admin, and no later one', async () => {
    admin = new ApiClient(app);
    const boss = await admin.signUp({
      name: 'Boss',
      email: 'boss@example.com',
      password: PASSWORD,
      inviteCode: code,
    });
    expect(boss.isAdmin).toBe(true);
    user = new ApiClient(app);
    const first = await user.signUp({
      name: 'First',
      email: 'first@example.com',
      password: PASSWORD,
      inviteCode: code.toLowerCase(),
    });
    expect(first.isAdmin).toBe(false);
  });

  it('answers 401 signed out and 403 to a user', async () => {
    expect((await new ApiClient(app).get('/api/admin/invite-code')).status).toBe(401);
    const forbidden = await user.get('/api/admin/invite-code');
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ statusCode: 403, message: 'Admins only' });
    expect((await user.post('/api/admin/invite-code', { code: 'MINE' })).status).toBe(403);
  });

  it('shows the code to the admin and lets them change it (trimmed, upper case)', async () => {
    const current = await admin.get('/api/admin/invite-code');
    expect(current.status).toBe(200);
    expect(await current.json()).toEqual({ code });

    const changed = await admin.post('/api/admin/invite-code', { code: '  summer-25 ' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ code: 'SUMMER-25' });
    expect(await (await admin.get('/api/admin/invite-code')).json()).toEqual({ code: 'SUMMER-25' });

    const history = await db.query('SELECT code, changed_by FROM invite_codes ORDER BY id');
    const adminId = ((await (await admin.get('/api/auth/user')).json()) as { id: string }).id;
    expect(history.rows).toEqual([
      { code, changed_by: null },
      { code: 'SUMMER-25', changed_by: adminId },
    ]);

    const old = await new ApiClient(app).post('/api/auth/validate-invite', { inviteCode: code });
    expect(old.status).toBe(400);
    const fresh = await new ApiClient(app).post('/api/auth/validate-invite', {
      inviteCode: 'summer-25',
    });
    expect(fresh.status).toBe(200);
  });

  it('refuses an empty code', async () => {
    const response = await admin.post('/api/admin/invite-code', { code: '   ' });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ message: 'Invite code is required' });
  });

  it('does not promote an account named by a new ADMIN_EMAIL at start: it mails a link', async () => {
    const logs = captureLogs();
    const restarted = await startTestApp(
      { DATABASE_URL: db.url, ADMIN_EMAIL: ' FIRST@example.com ', INVITE_CODE: 'IGNORED-NOW' },
      logs.options,
    );
    try {
      await restarted.app.get(BackgroundTasks).idle();
      const first = new ApiClient(restarted);
      await first.signIn('first@example.com', PASSWORD);
      expect(await (await first.get('/api/auth/user')).json()).toMatchObject({ isAdmin: false });
      expect((await first.get('/api/admin/invite-code')).status).toBe(403);
      // Without SMTP_URL the link waits in the dev outbox and is printed in the log.
      const { rows } = await db.query(
        'SELECT to_address, text_body FROM mail_outbox WHERE subject LIKE $1',
        ['%admin rights%'],
      );
      expect(rows).toEqual([
        {
          to_address: 'first@example.com',
          text_body: expect.stringContaining('/verify-admin-email?token='),
        },
      ]);
      const logged = await logs.waitFor((line) => String(line.msg).includes('admin rights'));
      expect(logged.links).toEqual([expect.stringContaining('/verify-admin-email?token=')]);
      // The code of the first start stays.
      expect(await (await admin.get('/api/admin/invite-code')).json()).toEqual({
        code: 'SUMMER-25',
      });
    } finally {
      await restarted.close();
    }
  });
});
