import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type NotificationSettings,
  type PushPublicKey,
  REMINDER_BODY,
  REMINDER_TITLE,
} from '@goalcoach/contracts';
import webpush from 'web-push';
import { ManualClock } from '../src/platform/clock/clock.js';
import { VAPID_KEYS_SETTING } from '../src/reviews/reminders/push/vapid-keys.service.js';
import { DueRemindersService } from '../src/reviews/reminders/schedule/due-reminders.service.js';
import { ApiClient } from './support/api-client.js';
import { appPerBlock } from './support/app-per-block.js';
import { body, expectError } from './support/expect-response.js';
import { type FakeDevice, FakePushService } from './support/push-service.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { TEST_INVITE, signedIn } from './support/test-users.js';

const MINUTE = 60_000;
/** 17:30 in Kolkata (UTC+5:30) and 08:00 in New York (UTC-4) on Tuesday 10 March 2026. */
const START = new Date('2026-03-10T12:00:00Z');
/** 20:00 on the 10th in Kolkata, and on the 11th. */
const KOLKATA_EIGHT_PM = new Date('2026-03-10T14:30:00Z');
const KOLKATA_EIGHT_PM_NEXT_DAY = new Date('2026-03-11T14:30:00Z');
/** 20:00 on the 10th in New York (summer time since 8 March). */
const NEW_YORK_EIGHT_PM = new Date('2026-03-11T00:00:00Z');
const TIME_MESSAGE = 'reminderTime must be a time written HH:MM (24-hour), e.g. 20:00';
const REMINDER = { title: REMINDER_TITLE, body: REMINDER_BODY, url: '/' };

const settingsOf = (client: ApiClient) =>
  client.get('/api/notifications/settings').then((r) => body<NotificationSettings>(r));
const saveSettings = (client: ApiClient, settings: object) =>
  client.send('PUT', '/api/notifications/settings', settings);
const subscribe = async (client: ApiClient, device: FakeDevice) => {
  const response = await client.post('/api/notifications/subscriptions', device.subscription);
  expect({ status: response.status, body: await response.text() }).toEqual({
    status: 201,
    body: '',
  });
};

describe('reminders: settings and devices over HTTP', () => {
  const clock = new ManualClock(START);
  const block = appPerBlock(undefined, { clock });
  let push: FakePushService;
  let ann: ApiClient;
  let ben: ApiClient;

  const ownerOf = async (device: FakeDevice) =>
    (
      await block.db.query(
        `SELECT u.name FROM push_subscriptions p JOIN users u ON u.id = p.user_id
          WHERE p.endpoint = $1`,
        [device.endpoint],
      )
    ).rows.map((row: { name: string }) => row.name);

  beforeAll(async () => {
    push = await FakePushService.start();
    ann = await signedIn(block.app, 'Ann', 'Asia/Kolkata');
    ben = await signedIn(block.app, 'Ben', 'America/New_York');
  });

  afterAll(async () => {
    await push.close();
  });

  it('refuses every reminders route to a visitor', async () => {
    const visitor = new ApiClient(block.app);
    const device = push.device('visitor');
    const calls: [string, string, unknown][] = [
      ['GET', '/api/notifications/settings', undefined],
      ['PUT', '/api/notifications/settings', { enabled: true, reminderTime: '20:00' }],
      ['GET', '/api/notifications/push-key', undefined],
      ['POST', '/api/notifications/subscriptions', device.subscription],
      ['DELETE', '/api/notifications/subscriptions', { endpoint: device.endpoint }],
      ['POST', '/api/notifications/test', { endpoint: device.endpoint }],
    ];
    for (const [method, path, payload] of calls) {
      expect([method, path, (await visitor.send(method, path, payload)).status]).toEqual([
        method,
        path,
        401,
      ]);
    }
  });

  it('answers the defaults until the user saves settings', async () => {
    expect(await settingsOf(ann)).toEqual({ enabled: false, reminderTime: '20:00' });
  });

  it('saves the settings for the user alone', async () => {
    const saved = await body<NotificationSettings>(
      await saveSettings(ann, { enabled: true, reminderTime: '07:45' }),
    );
    expect(saved).toEqual({ enabled: true, reminderTime: '07:45' });
    expect(await settingsOf(ann)).toEqual({ enabled: true, reminderTime: '07:45' });
    expect(await settingsOf(ben)).toEqual({ enabled: false, reminderTime: '20:00' });

    await body(await saveSettings(ann, { enabled: false, reminderTime: '21:05' }));
    expect(await settingsOf(ann)).toEqual({ enabled: false, reminderTime: '21:05' });
  });

  it.each(['7:45', '24:00', '20:60', '20:00:00', 'noon', '', 2000])(
    'refuses the reminder time %p with a clear 400',
    async (reminderTime) => {
      await expectError(
        await saveSettings(ann, { enabled: true, reminderTime }),
        400,
        TIME_MESSAGE,
      );
    },
  );

  it('refuses settings without enabled, or with fields of its own', async () => {
    await expectError(
      await saveSettings(ann, { reminderTime: '20:00' }),
      400,
      'enabled must be true or false',
    );
    await expectError(
      await saveSettings(ann, { enabled: true, reminderTime: '20:00', userId: 'x' }),
      400,
      'property userId should not exist',
    );
  });

  it('hands out one P-256 public key', async () => {
    const { publicKey } = await body<PushPublicKey>(await ann.get('/api/notifications/push-key'));
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(await body<PushPublicKey>(await ben.get('/api/notifications/push-key'))).toEqual({
      publicKey,
    });
  });

  it('subscribes a device, and moves it to whoever subscribes it last on that browser', async () => {
    const shared = push.device('shared-laptop');
    await subscribe(ann, shared);
    await subscribe(ann, shared); // the dialog subscribes again on every visit: still one row
    expect(await ownerOf(shared)).toEqual(['Ann']);
    await subscribe(ben, shared);
    expect(await ownerOf(shared)).toEqual(['Ben']);
  });

  it('refuses endpoints and keys a browser would never give', async () => {
    const device = push.device('odd');
    const cases: [object, string][] = [
      [
        { ...device.subscription, endpoint: 'not a url' },
        'endpoint must be the URL of a push service',
      ],
      [
        { ...device.subscription, endpoint: 'http://push.example.com/x' },
        'endpoint must be an https URL of a push service',
      ],
      [
        { ...device.subscription, keys: { ...device.subscription.keys, p256dh: 'abc' } },
        'keys.p256dh must be 65 bytes in URL-safe base64',
      ],
      [
        { ...device.subscription, keys: { ...device.subscription.keys, auth: 'a+b/' } },
        'keys.auth must be 16 bytes in URL-safe base64',
      ],
      [{ endpoint: device.endpoint }, 'keys must hold p256dh and auth'],
    ];
    for (const [payload, message] of cases) {
      await expectError(await ann.post('/api/notifications/subscriptions', payload), 400, message);
    }
    expect(await ownerOf(device)).toEqual([]);
  });

  it("answers another user's device like a missing one", async () => {
    const bens = push.device('bens-phone');
    await subscribe(ben, bens);
    const endpoint = { endpoint: bens.endpoint };
    const missing = 'This device is not subscribed to reminders';
    await expectError(
      await ann.send('DELETE', '/api/notifications/subscriptions', endpoint),
      404,
      missing,
    );
    await expectError(await ann.post('/api/notifications/test', endpoint), 404, missing);
    await expectError(
      await ann.send('DELETE', '/api/notifications/subscriptions', {
        endpoint: `${push.baseUrl}/push/nobody`,
      }),
      404,
      missing,
    );
    expect(push.pushesTo(bens)).toEqual([]);
    expect(await ownerOf(bens)).toEqual(['Ben']);
  });

  it('unsubscribes a device with 204', async () => {
    const device = push.device('anns-tablet');
    await subscribe(ann, device);
    const response = await ann.send('DELETE', '/api/notifications/subscriptions', {
      endpoint: device.endpoint,
    });
    expect(response.status).toBe(204);
    expect(await ownerOf(device)).toEqual([]);
  });

  it('sends a real, decryptable test notification to the device', async () => {
    const device = push.device('anns-phone');
    await subscribe(ann, device);
    const before = push.received.length;
    const response = await ann.post('/api/notifications/test', { endpoint: device.endpoint });
    expect(response.status).toBe(204);
    await push.waitForPushes(before + 1);
    expect(push.problems).toEqual([]);
    const { publicKey } = await body<PushPublicKey>(await ann.get('/api/notifications/push-key'));
    expect(push.pushesTo(device)).toEqual([
      {
        device: 'anns-phone',
        payload: REMINDER,
        ttl: 4 * 60 * 60,
        urgency: 'normal',
        vapidKey: publicKey,
        status: 201,
      },
    ]);
  });

  it('tells the user when the push service refuses the test', async () => {
    const failing = push.device('failing');
    await subscribe(ann, failing);
    push.answer(failing, 500);
    await expectError(
      await ann.post('/api/notifications/test', { endpoint: failing.endpoint }),
      503,
      'The push service did not take the notification. Please try again later.',
    );
    expect(await ownerOf(failing)).toEqual(['Ann']);

    const expired = push.device('expired');
    await subscribe(ann, expired);
    push.answer(expired, 410);
    await expectError(
      await ann.post('/api/notifications/test', { endpoint: expired.endpoint }),
      410,
      "This device's push subscription has expired: turn reminders off and on again",
    );
    expect(await ownerOf(expired)).toEqual([]);
  });
});

describe('reminders: the job, with the clock moved', () => {
  const clock = new ManualClock(START);
  const block = appPerBlock(undefined, { clock });
  /** A second instance on the same database and clock. */
  let other: TestApp;
  let push: FakePushService;
  let kayLaptop: FakeDevice;
  let kayPhone: FakeDevice;
  let niaPhone: FakeDevice;
  let caraPhone: FakeDevice;
  let danPhone: FakeDevice;

  const moveTo = (instant: Date) => clock.advance(instant.getTime() - clock.now().getTime());
  /** Both instances look for due reminders at the same moment; answers once all is sent. */
  const runBoth = () =>
    Promise.all(
      [block.app, other].map((app) => app.app.get(DueRemindersService).sendDueReminders()),
    );
  const count = (device: FakeDevice) => push.pushesTo(device).length;
  const counts = () => ({
    kayLaptop: count(kayLaptop),
    kayPhone: count(kayPhone),
    niaPhone: count(niaPhone),
    caraPhone: count(caraPhone),
    danPhone: count(danPhone),
  });

  beforeAll(async () => {
    push = await FakePushService.start();
    other = await startTestApp({ DATABASE_URL: block.db.url, INVITE_CODE: TEST_INVITE }, { clock });
    const kay = await signedIn(block.app, 'Kay', 'Asia/Kolkata');
    const nia = await signedIn(block.app, 'Nia', 'America/New_York');
    const cara = await signedIn(block.app, 'Cara', 'Asia/Kolkata');
    const dan = await signedIn(block.app, 'Dan', 'Asia/Kolkata');
    kayLaptop = push.device('kay-laptop');
    kayPhone = push.device('kay-phone');
    niaPhone = push.device('nia-phone');
    caraPhone = push.device('cara-phone');
    danPhone = push.device('dan-phone');
    for (const [client, devices] of [
      [kay, [kayLaptop, kayPhone]],
      [nia, [niaPhone]],
      [cara, [caraPhone]],
      [dan, [danPhone]],
    ] as const) {
      for (const device of devices) await subscribe(client, device);
      await body(await saveSettings(client, { enabled: true, reminderTime: '20:00' }));
    }
    // Dan turned reminders off again; Cara checked in today (the 10th in Kolkata).
    await body(await saveSettings(dan, { enabled: false, reminderTime: '20:00' }));
    await block.db.query(
      `INSERT INTO daily_checkins (user_id, date, completed_daily_action, confidence_level, created_at, updated_at)
       SELECT id, '2026-03-10', true, 8, $1, $1 FROM users WHERE name = 'Cara'`,
      [START],
    );
  });

  afterAll(async () => {
    await other?.close();
    await push.close();
  });

  it('sends nothing before the reminder time', async () => {
    moveTo(new Date(KOLKATA_EIGHT_PM.getTime() - MINUTE));
    await runBoth();
    expect(push.received).toEqual([]);
  });

  it('sends exactly one reminder per device at the local time, from two instances at once', async () => {
    moveTo(new Date(KOLKATA_EIGHT_PM.getTime() + 30_000));
    await runBoth();
    await push.waitForPushes(2);
    expect(push.problems).toEqual([]);
    expect(counts()).toEqual({ kayLaptop: 1, kayPhone: 1, niaPhone: 0, caraPhone: 0, danPhone: 0 });
    for (const received of push.received) expect(received.payload).toEqual(REMINDER);
  });

  it('sends nothing more the same day', async () => {
    moveTo(new Date(KOLKATA_EIGHT_PM.getTime() + 20 * MINUTE));
    await runBoth();
    expect(counts()).toEqual({ kayLaptop: 1, kayPhone: 1, niaPhone: 0, caraPhone: 0, danPhone: 0 });
  });

  it("reminds the user in New York at eight in New York's evening", async () => {
    moveTo(new Date(NEW_YORK_EIGHT_PM.getTime() + 5 * MINUTE));
    await runBoth();
    await push.waitForPushes(3);
    expect(counts()).toEqual({ kayLaptop: 1, kayPhone: 1, niaPhone: 1, caraPhone: 0, danPhone: 0 });
  });

  it('drops a reminder more than an hour late', async () => {
    await block.db.query(`UPDATE notification_settings SET reminder_time = '12:00'
      WHERE user_id = (SELECT id FROM users WHERE name = 'Dan')`);
    await block.db.query(`UPDATE notification_settings SET enabled = true
      WHERE user_id = (SELECT id FROM users WHERE name = 'Dan')`);
    moveTo(new Date('2026-03-11T08:00:00Z')); // 13:30 in Kolkata: 12:00 was 90 minutes ago
    await runBoth();
    expect(count(danPhone)).toBe(0);
  });

  it('reminds again the next day, checked-in users included once their check-in is old, and drops a device gone (410)', async () => {
    push.answer(kayPhone, 410);
    moveTo(new Date(KOLKATA_EIGHT_PM_NEXT_DAY.getTime() + 2 * MINUTE));
    await runBoth();
    await push.waitForPushes(6);
    expect(push.problems).toEqual([]);
    expect(counts()).toEqual({ kayLaptop: 2, kayPhone: 2, niaPhone: 1, caraPhone: 1, danPhone: 0 });
    const kayPhoneRows = await block.db.query(
      'SELECT 1 FROM push_subscriptions WHERE endpoint = $1',
      [kayPhone.endpoint],
    );
    expect(kayPhoneRows.rowCount).toBe(0);
    const remindedOn = await block.db.query(
      `SELECT u.name, s.last_reminded_on::text AS date FROM notification_settings s
         JOIN users u ON u.id = s.user_id ORDER BY u.name`,
    );
    expect(remindedOn.rows).toEqual([
      { name: 'Cara', date: '2026-03-11' },
      { name: 'Dan', date: null },
      { name: 'Kay', date: '2026-03-11' },
      { name: 'Nia', date: '2026-03-10' },
    ]);
  });

  it('uses the VAPID key pair generated once, the same on both instances', async () => {
    const stored = await block.db.query('SELECT value FROM app_settings WHERE key = $1', [
      VAPID_KEYS_SETTING,
    ]);
    expect(stored.rowCount).toBe(1);
    const { publicKey } = stored.rows[0].value as { publicKey: string };
    const kay = new ApiClient(block.app);
    await kay.signIn('kay@example.com', 'tr0mb0ne-sky');
    const viaOther = new ApiClient(other);
    await viaOther.signIn('kay@example.com', 'tr0mb0ne-sky');
    expect(await body(await kay.get('/api/notifications/push-key'))).toEqual({ publicKey });
    expect(await body(await viaOther.get('/api/notifications/push-key'))).toEqual({ publicKey });
    expect(new Set(push.received.map((received) => received.vapidKey))).toEqual(
      new Set([publicKey]),
    );
  });
});

describe('reminders: VAPID keys from the environment', () => {
  const keys = webpush.generateVAPIDKeys();
  const block = appPerBlock(() => ({
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:ops@example.com',
  }));
  let push: FakePushService;

  beforeAll(async () => {
    push = await FakePushService.start();
  });

  afterAll(async () => {
    await push.close();
  });

  it('signs with the configured keys and stores none', async () => {
    const eve = await signedIn(block.app, 'Eve', 'Asia/Kolkata');
    expect(await body(await eve.get('/api/notifications/push-key'))).toEqual({
      publicKey: keys.publicKey,
    });
    const device = push.device('eve-phone');
    await subscribe(eve, device);
    expect((await eve.post('/api/notifications/test', { endpoint: device.endpoint })).status).toBe(
      204,
    );
    await push.waitForPushes(1);
    expect(push.problems).toEqual([]);
    expect(push.pushesTo(device).map((received) => received.vapidKey)).toEqual([keys.publicKey]);
    const stored = await block.db.query('SELECT 1 FROM app_settings WHERE key = $1', [
      VAPID_KEYS_SETTING,
    ]);
    expect(stored.rowCount).toBe(0);
  });
});
