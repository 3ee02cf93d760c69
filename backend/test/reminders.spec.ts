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
import { must } from './support/must.js';
import { reviewer, setClock, signInAgain } from './support/reviews-client.js';
import { type FakeDevice, FakePushService } from './support/push-service.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import type { TestDatabase } from './support/test-database.js';
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
/** The fake push service listens on 127.0.0.1; only listed push services are sent to. */
const LOCAL_PUSH_SERVICE = { PUSH_SERVICE_HOSTS: '127.0.0.1' };
const ENDPOINT_NOT_ALLOWED = 'endpoint must be the https URL of a known push service';

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

/**
 * A device stored as subscribed on a push service that PUSH_SERVICE_HOSTS no longer lists
 * (it was subscribed before the list was narrowed); answers its endpoint.
 */
async function subscribedOnRetiredService(
  db: TestDatabase,
  name: string,
  device: FakeDevice,
): Promise<string> {
  const endpoint = `https://push.retired.example.com/${device.name}`;
  await db.query(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at)
     SELECT id, $2, $3, $4, now() FROM users WHERE name = $1`,
    [name, endpoint, device.subscription.keys.p256dh, device.subscription.keys.auth],
  );
  return endpoint;
}

describe('reminders: settings and devices over HTTP', () => {
  const clock = new ManualClock(START);
  const block = appPerBlock(() => LOCAL_PUSH_SERVICE, { clock });
  let push: FakePushService;
  let ann: ApiClient;
  let ben: ApiClient;

  const ownerOf = async (device: Pick<FakeDevice, 'endpoint'>) =>
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

  it('keeps the expiration a browser gives, up to the latest time a Date holds', async () => {
    const device = push.device('expiring');
    for (const expirationTime of [Date.UTC(2026, 5, 1), 8.64e15]) {
      const response = await ann.post('/api/notifications/subscriptions', {
        ...device.subscription,
        expirationTime,
      });
      expect(response.status).toBe(201);
      const stored = await block.db.query(
        'SELECT expiration_time FROM push_subscriptions WHERE endpoint = $1',
        [device.endpoint],
      );
      expect((stored.rows[0].expiration_time as Date).getTime()).toBe(expirationTime);
    }
  });

  it('moves a device to another user only with its keys: the endpoint alone answers 409', async () => {
    const bensLaptop = push.device('bens-laptop');
    await subscribe(ben, bensLaptop);
    const otherKeys = push.device('elsewhere').subscription.keys;
    await expectError(
      await ann.post('/api/notifications/subscriptions', {
        ...bensLaptop.subscription,
        keys: otherKeys,
      }),
      409,
      'This device is subscribed with other keys: turn reminders off and on again in this browser',
    );
    expect(await ownerOf(bensLaptop)).toEqual(['Ben']);
    const stored = await block.db.query(
      'SELECT p256dh FROM push_subscriptions WHERE endpoint = $1',
      [bensLaptop.endpoint],
    );
    expect(stored.rows).toEqual([{ p256dh: bensLaptop.subscription.keys.p256dh }]);
    // Ben's own browser may come back with new keys.
    await subscribe(ben, {
      ...bensLaptop,
      subscription: { ...bensLaptop.subscription, keys: otherKeys },
    });
    expect(await ownerOf(bensLaptop)).toEqual(['Ben']);
  });

  it('keeps the latest 20 devices of a user: a 21st drops the one subscribed longest ago', async () => {
    const cap = await signedIn(block.app, 'Cap', 'Asia/Kolkata');
    const devices = Array.from({ length: 21 }, (_, index) => push.device(`cap-${index}`));
    for (const device of devices) {
      clock.advance(1000);
      await subscribe(cap, device);
    }
    const owned = await Promise.all(devices.map(ownerOf));
    expect(owned[0]).toEqual([]);
    expect(owned.slice(1)).toEqual(Array.from({ length: 20 }, () => ['Cap']));
    // Subscribing again counts as the latest: the oldest is then the second device.
    clock.advance(1000);
    await subscribe(cap, must(devices[1]));
    clock.advance(1000);
    await subscribe(cap, must(devices[0]));
    expect(await ownerOf(must(devices[1]))).toEqual(['Cap']);
    expect(await ownerOf(must(devices[2]))).toEqual([]);
  });

  it('refuses endpoints and keys a browser would never give', async () => {
    const device = push.device('odd');
    const cases: [object, string][] = [
      [
        { ...device.subscription, endpoint: 'not a url' },
        'endpoint must be the URL of a push service',
      ],
      [{ ...device.subscription, endpoint: 'http://push.example.com/x' }, ENDPOINT_NOT_ALLOWED],
      [
        { ...device.subscription, keys: { ...device.subscription.keys, p256dh: 'abc' } },
        'keys.p256dh must be 65 bytes in URL-safe base64',
      ],
      [
        { ...device.subscription, keys: { ...device.subscription.keys, auth: 'a+b/' } },
        'keys.auth must be 16 bytes in URL-safe base64',
      ],
      [{ endpoint: device.endpoint }, 'keys must hold p256dh and auth'],
      // Past the latest time a Date holds, the stored timestamp would be invalid.
      ...[8640000000000001, 1e16, 1e308, -1].map((expirationTime): [object, string] => [
        { ...device.subscription, expirationTime },
        'expirationTime must be a time in milliseconds, or null',
      ]),
    ];
    for (const [payload, message] of cases) {
      await expectError(await ann.post('/api/notifications/subscriptions', payload), 400, message);
    }
    expect(await ownerOf(device)).toEqual([]);
  });

  it('refuses an https endpoint on a host that is not a listed push service', async () => {
    const device = push.device('internal');
    for (const endpoint of [
      'https://internal.example.com/admin/reset',
      'https://169.254.169.254/latest/meta-data',
      `${push.baseUrl.replace('127.0.0.1', 'localhost')}/push/internal`,
    ]) {
      await expectError(
        await ann.post('/api/notifications/subscriptions', { ...device.subscription, endpoint }),
        400,
        ENDPOINT_NOT_ALLOWED,
      );
    }
    expect(
      (
        await block.db.query('SELECT endpoint FROM push_subscriptions WHERE endpoint NOT LIKE $1', [
          `${push.baseUrl}/%`,
        ])
      ).rows,
    ).toEqual([]);
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

  it('answers a test to a device on a push service no longer listed as subscribing would, and forgets it', async () => {
    const endpoint = await subscribedOnRetiredService(block.db, 'Ann', push.device('retired'));
    const before = push.received.length;
    await expectError(
      await ann.post('/api/notifications/test', { endpoint }),
      400,
      ENDPOINT_NOT_ALLOWED,
    );
    expect(await ownerOf({ endpoint })).toEqual([]);
    expect(push.received).toHaveLength(before);
  });
});

describe('reminders: the job, with the clock moved', () => {
  const clock = new ManualClock(START);
  const block = appPerBlock(() => LOCAL_PUSH_SERVICE, { clock });
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
    other = await startTestApp(
      { DATABASE_URL: block.db.url, INVITE_CODE: TEST_INVITE, ...LOCAL_PUSH_SERVICE },
      { clock },
    );
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

  it('reminds again the next day, checked-in users included once their check-in is old, and drops a device gone (410) or on a push service no longer listed', async () => {
    push.answer(kayPhone, 410);
    const caraRetired = await subscribedOnRetiredService(block.db, 'Cara', push.device('cara-old'));
    moveTo(new Date(KOLKATA_EIGHT_PM_NEXT_DAY.getTime() + 2 * MINUTE));
    const runs = await runBoth();
    await push.waitForPushes(6);
    expect(push.problems).toEqual([]);
    expect(counts()).toEqual({ kayLaptop: 2, kayPhone: 2, niaPhone: 1, caraPhone: 1, danPhone: 0 });
    // Kay's phone (410) and Cara's device on a push service no longer listed, by one instance.
    expect(runs.reduce((removed, run) => removed + run.removed, 0)).toBe(2);
    expect(runs.reduce((failed, run) => failed + run.failed, 0)).toBe(0);
    const goneRows = await block.db.query(
      'SELECT endpoint FROM push_subscriptions WHERE endpoint = ANY($1)',
      [[kayPhone.endpoint, caraRetired]],
    );
    expect(goneRows.rows).toEqual([]);
    const remindedOn = await block.db.query(
      `SELECT u.name, s.last_reminded_on::text AS date FROM notification_settings s
         JOIN users u ON u.id = s.user_id ORDER BY u.name`,
    );
    expect(remindedOn.rows).toEqual([
      { name: 'Cara', date: '2026-03-11' },
      // Saved at 17:30 with 20:00: the occurrence already past, the 9th's, counts as handled.
      { name: 'Dan', date: '2026-03-09' },
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
    ...LOCAL_PUSH_SERVICE,
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

describe('reminders: turning them on late, catching up after midnight, and DST in New York', () => {
  /** 07:00 on Saturday 7 March 2026 in New York (EST, UTC-5); summer time starts on the 8th. */
  const clock = new ManualClock(new Date('2026-03-07T12:00:00Z'));
  const block = appPerBlock(() => LOCAL_PUSH_SERVICE, { clock });
  let push: FakePushService;
  const phones = new Map<string, FakeDevice>();
  let jo: ApiClient;

  const moveTo = (instant: string) => setClock(clock, instant);
  const run = () => block.app.app.get(DueRemindersService).sendDueReminders();
  const counts = () =>
    Object.fromEntries([...phones].map(([name, device]) => [name, push.pushesTo(device).length]));
  const checkedIn = (name: string, date: string) =>
    block.db.query(
      `INSERT INTO daily_checkins
         (user_id, date, completed_daily_action, confidence_level, created_at, updated_at)
       SELECT id, $2, true, 8, now(), now() FROM users WHERE name = $1`,
      [name, date],
    );

  beforeAll(async () => {
    push = await FakePushService.start();
    const times = { fay: '02:30', gus: '23:30', hal: '23:30', ivy: '06:30', jo: null };
    for (const [name, reminderTime] of Object.entries(times)) {
      const client = await reviewer(block.app, name, 'America/New_York');
      const device = push.device(`${name}-phone`);
      phones.set(name, device);
      await subscribe(client, device);
      if (reminderTime) {
        await body(await saveSettings(client, { enabled: true, reminderTime }));
      } else {
        jo = client;
      }
    }
    await checkedIn('gus', '2026-03-07');
    // A zone neither PostgreSQL nor Node can read (a user row from before the checks).
    const zed = await reviewer(block.app, 'zed', 'America/New_York');
    await subscribe(zed, push.device('zed-phone'));
    await body(await saveSettings(zed, { enabled: true, reminderTime: '23:30' }));
    await block.db.query(`UPDATE users SET time_zone = 'Mars/Olympus' WHERE name = 'zed'`);
  });

  afterAll(async () => {
    await push.close();
  });

  it("does not send today's reminder at once when it is turned on after its time", async () => {
    moveTo('2026-03-07T12:01:00Z'); // Ivy's 06:30 was 31 minutes ago
    await run();
    expect(counts()).toEqual({ fay: 0, gus: 0, hal: 0, ivy: 0, jo: 0 });
  });

  it("catches up yesterday's 23:30 after midnight, unless that day has a check-in (a user with an unreadable zone stopping no one)", async () => {
    await checkedIn('hal', '2026-03-08'); // at 00:05, a check-in of the new day
    moveTo('2026-03-08T05:10:00Z'); // 00:10 on the 8th: 23:30 on the 7th was 40 minutes ago
    await run();
    await push.waitForPushes(1);
    expect(counts()).toEqual({ fay: 0, gus: 0, hal: 1, ivy: 0, jo: 0 });
  });

  it('sends a reminder set in the hour DST skips once, when the clocks have sprung forward', async () => {
    moveTo('2026-03-08T07:29:30Z'); // 01:29:30 EST; the next minute is 03:30 EDT
    await run();
    expect(counts()).toEqual({ fay: 0, gus: 0, hal: 1, ivy: 0, jo: 0 });
    moveTo('2026-03-08T07:30:30Z');
    await run();
    await push.waitForPushes(2);
    moveTo('2026-03-08T08:10:00Z');
    await run();
    expect(counts()).toEqual({ fay: 1, gus: 0, hal: 1, ivy: 0, jo: 0 });
  });

  it('reminds the next day at the time after one skipped for having been turned on late', async () => {
    moveTo('2026-03-08T10:31:00Z'); // 06:31 EDT
    await run();
    await push.waitForPushes(3);
    expect(counts()).toEqual({ fay: 1, gus: 0, hal: 1, ivy: 1, jo: 0 });
  });

  it('sends a reminder set in the hour DST repeats once, at its first 01:30', async () => {
    moveTo('2026-10-31T12:00:00Z');
    await signInAgain(jo, 'jo');
    await body(await saveSettings(jo, { enabled: true, reminderTime: '01:30' }));
    const before = counts();
    moveTo('2026-11-01T05:29:00Z'); // 01:29 EDT
    await run();
    expect(counts()).toEqual(before);
    moveTo('2026-11-01T05:30:30Z');
    await run();
    await push.waitForPushes(4);
    for (const instant of [
      '2026-11-01T06:00:00Z',
      '2026-11-01T06:30:30Z',
      '2026-11-01T06:45:00Z',
    ]) {
      moveTo(instant); // 01:00 EST, and the second 01:30
      await run();
    }
    expect(counts()).toEqual({ ...before, jo: 1 });
  });
});
