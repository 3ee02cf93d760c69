import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { instantAt, shiftDate, timeTravelMoments, wallClockIn } from '@goalcoach/time-travel';
import { DueRemindersService } from '../../src/reviews/reminders/schedule/due-reminders.service.js';
import type { ApiClient } from '../support/api-client.js';
import { body } from '../support/expect-response.js';
import { type FakeDevice, FakePushService } from '../support/push-service.js';
import { signedIn } from '../support/test-users.js';
import { timeTravelApp } from '../support/time-travel-app.js';

const MINUTE = 60_000;
/** The fake push service listens on 127.0.0.1; only listed push services are sent to. */
const LOCAL_PUSH_SERVICE = { PUSH_SERVICE_HOSTS: '127.0.0.1' };
/**
 * Times at both ends of the local day (00:15 is the day before in UTC east of it, 23:45 the day
 * after west of it), and the ones a DST change skips or repeats in Berlin (02:30) and New York
 * (02:30 skipped, 01:30 repeated).
 */
const EDGE_TIMES = ['00:15', '01:30', '02:30', '23:45'];

/** Minutes `zone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date, zone: string): number {
  return (Date.parse(`${wallClockIn(instant, zone)}:00Z`) - instant.getTime()) / MINUTE;
}

/**
 * When the reminder at `time` on `day` is due, worked out here from the zone's offsets at both
 * ends of the day: the first instant the wall clock shows that time (a time DST repeats goes at
 * its first showing); a time DST skips goes by the offset before the change, which is that
 * much later on the wall clock after it.
 */
function dueAt(day: string, time: string, zone: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const dayStart = instantAt(`${day}T00:00`, zone);
  const dayEnd = new Date(instantAt(`${shiftDate(day, 1)}T00:00`, zone).getTime() - MINUTE);
  const [before, after] = [dayStart, dayEnd].map((at) => offsetMinutes(at, zone)) as [
    number,
    number,
  ];
  const showing = [before, after]
    .map((offset) => new Date(wall - offset * MINUTE))
    .filter((at) => wallClockIn(at, zone) === `${day}T${time}`)
    .sort((a, b) => a.getTime() - b.getTime());
  return showing[0] ?? new Date(wall - before * MINUTE);
}

interface Account {
  label: string;
  time: string;
  device: FakeDevice;
  /** The days whose reminder it must get. */
  days: string[];
  /** The instants a run sent it a reminder at. */
  received: Date[];
}

const { clock, block } = timeTravelApp(() => LOCAL_PUSH_SERVICE);
let push: FakePushService;

beforeAll(async () => {
  push = await FakePushService.start();
});

afterAll(async () => {
  await push.close();
});

const run = () => block.app.app.get(DueRemindersService).sendDueReminders();

async function subscribe(client: ApiClient, device: FakeDevice): Promise<void> {
  const response = await client.post('/api/notifications/subscriptions', device.subscription);
  expect(response.status).toBe(201);
}

describe.each(timeTravelMoments())('daily reminders: $name ($local, $zone)', (moment) => {
  const { zone, today } = moment;
  const days = [shiftDate(today, -1), today, shiftDate(today, 1)];
  const ownTime = moment.local.slice(11);
  const tag = `${moment.local.replace(/\D/g, '')}${zone === 'Europe/Berlin' ? 'b' : 'n'}`;
  const accounts: Account[] = [];

  beforeAll(async () => {
    // Earlier moments' accounts stay in the database: theirs are off, so each block counts alone.
    await block.db.query('UPDATE notification_settings SET enabled = false');
    // Set up a minute before the day before yesterday ends: every time of the three days is
    // still ahead, and none of that day's is left to catch up on.
    clock.set(instantAt(`${shiftDate(today, -2)}T23:59`, zone));
    const wanted: [label: string, time: string, days: string[]][] = [
      ...[ownTime, ...EDGE_TIMES.filter((time) => time !== ownTime)].map(
        (time): [string, string, string[]] => [`t${time.replace(':', '')}`, time, days],
      ),
      // Checked in today already: today's reminder is not sent, the other days' are.
      ['checked', ownTime, days.filter((day) => day !== today)],
    ];
    for (const [label, time, due] of wanted) {
      const client = await signedIn(block.app, `R${tag}${label}`, zone);
      const device = push.device(`${tag}-${label}`);
      await subscribe(client, device);
      await body(
        await client.send('PUT', '/api/notifications/settings', {
          enabled: true,
          reminderTime: time,
        }),
      );
      accounts.push({ label, time, device, days: due, received: [] });
    }
    await block.db.query(
      `INSERT INTO daily_checkins
         (user_id, date, completed_daily_action, confidence_level, created_at, updated_at)
       SELECT id, $2, true, 8, now(), now() FROM users WHERE name = $1`,
      [`R${tag}checked`, today],
    );

    // Look a minute before each due instant, at it, a minute after, and an hour after: past
    // the hour it may go out in, and at the time's second showing when DST repeats it. Not
    // into the day after the three, whose first reminders would be caught up late.
    const end = Math.min(
      ...accounts.map((account) => dueAt(shiftDate(today, 2), account.time, zone).getTime()),
    );
    const probes = [
      ...new Set(
        accounts.flatMap((account) =>
          days.flatMap((day) => {
            const due = dueAt(day, account.time, zone).getTime();
            return [due - MINUTE, due, due + MINUTE, due + 60 * MINUTE];
          }),
        ),
      ),
    ]
      .filter((probe) => probe < end)
      .sort((a, b) => a - b);
    for (const probe of probes) {
      clock.set(new Date(probe));
      const before = accounts.map((account) => push.pushesTo(account.device).length);
      await run();
      accounts.forEach((account, index) => {
        const sent = push.pushesTo(account.device).length - (before[index] ?? 0);
        for (let count = 0; count < sent; count += 1) account.received.push(new Date(probe));
      });
    }
  });

  it('sends each reminder once, at its local time on each of the three days, on a DST day too', () => {
    expect(push.problems).toEqual([]);
    for (const account of accounts) {
      expect({ account: account.label, received: account.received }).toEqual({
        account: account.label,
        received: account.days.map((day) => dueAt(day, account.time, zone)),
      });
    }
  });

  it("reminds at the moment itself when that is the reminder time, on the account's today", () => {
    const own = accounts.find((account) => account.label === `t${ownTime.replace(':', '')}`);
    expect(own?.received[1]).toEqual(moment.instant);
  });

  it('records the local date of the last reminder', async () => {
    const { rows } = await block.db.query(
      `SELECT u.name, s.last_reminded_on::text AS date FROM notification_settings s
         JOIN users u ON u.id = s.user_id WHERE u.name LIKE $1 ORDER BY u.name`,
      [`R${tag}%`],
    );
    expect(rows).toEqual(
      accounts
        .map((account) => ({ name: `R${tag}${account.label}`, date: days[2] }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
  });
});
