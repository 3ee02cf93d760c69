import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AdminDailyUsage, AdminStats, AdminUserRow } from '@goalcoach/contracts';
import { dateIn, instantAt, shiftDate, timeTravelMoments } from '@goalcoach/time-travel';
import { pageOf, recordCall, userIdOf } from '../support/admin-seed.js';
import type { ApiClient } from '../support/api-client.js';
import { body } from '../support/expect-response.js';
import { must } from '../support/must.js';
import { signedIn } from '../support/test-users.js';
import { timeTravelApp } from '../support/time-travel-app.js';

const MINUTE = 60_000;
/** gpt-4o at 1000 prompt and 500 completion tokens: $2.5 and $10 a million. */
const CALL_COST = 0.0075;
const CHART_DAYS = 30;
const PROJECTION_DAYS = 7;

const { clock, block } = timeTravelApp();

/**
 * The dashboard's "today", "this month" and day rows are the admin's own calendar (docs/admin.md):
 * each moment's admin lives in the moment's zone.
 */
describe.each(timeTravelMoments())('admin daily figures: $name ($local, $zone)', (moment) => {
  const { zone, today } = moment;
  const tag = `${moment.local.replace(/\D/g, '')}${zone === 'Europe/Berlin' ? 'b' : 'n'}`;
  const dayStart = (date: string) => instantAt(`${date}T00:00`, zone);
  const minutes = (at: Date, count: number) => new Date(at.getTime() + count * MINUTE);
  const monthStart = `${today.slice(0, 8)}01`;
  let admin: ApiClient;
  /** The calls made, each a minute inside or outside a day, month or window it may count in. */
  let calls: Date[] = [];

  beforeAll(async () => {
    // A clean slate: the moments share one database, and some lie minutes apart.
    await block.db.query('TRUNCATE ai_calls');
    await block.db.query('UPDATE users SET last_seen_at = NULL, is_admin = false');

    clock.set(minutes(dayStart(today), -2));
    admin = await signedIn(block.app, `Admin${tag}`, zone);
    await block.db.query('UPDATE users SET is_admin = true WHERE name = $1', [`Admin${tag}`]);
    // Seen last in the day's final minute before, and in its first minute.
    clock.set(minutes(dayStart(today), -1));
    await signedIn(block.app, `Late${tag}`, zone);
    clock.set(minutes(dayStart(today), 1));
    await signedIn(block.app, `Early${tag}`, zone);
    const caller = await userIdOf(block.db, `Early${tag}`);

    calls = [
      ...[today, monthStart, shiftDate(today, -PROJECTION_DAYS), shiftDate(today, 1 - CHART_DAYS)]
        .map(dayStart)
        .flatMap((start) => [minutes(start, -1), start]),
      moment.instant,
    ].filter((at) => at.getTime() <= moment.instant.getTime());
    for (const at of calls) {
      await recordCall(block.app, clock, at.toISOString(), { userId: caller });
    }
    clock.set(moment.instant);
  });

  const callsOn = (test: (date: string) => boolean) =>
    calls.filter((at) => test(dateIn(at, zone))).length;

  it("counts the calls, their cost and the active users of the admin's today and month", async () => {
    const stats = await body<AdminStats>(await admin.get('/api/admin/stats'));
    const inLastDays = callsOn(
      (date) => date >= shiftDate(today, -PROJECTION_DAYS) && date < today,
    );
    expect({
      ...stats,
      estimatedCost: stats.estimatedCost.toFixed(6),
      costMonth: stats.costMonth.toFixed(6),
      projectedMonthlyCost: stats.projectedMonthlyCost.toFixed(6),
    }).toEqual({
      totalUsers: stats.totalUsers,
      // Early (first minute of the day) and the admin asking now; not Late (the minute before).
      activeUsersToday: 2,
      apiCallsToday: callsOn((date) => date === today),
      apiCallsMonth: callsOn((date) => date.slice(0, 7) === today.slice(0, 7)),
      estimatedCost: (callsOn((date) => date === today) * CALL_COST).toFixed(6),
      costMonth: (callsOn((date) => date.slice(0, 7) === today.slice(0, 7)) * CALL_COST).toFixed(6),
      projectedMonthlyCost: ((inLastDays * CALL_COST * 30) / PROJECTION_DAYS).toFixed(6),
    });
  });

  it('charts the last 30 days ending today, each call on its local date', async () => {
    const daily = await body<AdminDailyUsage[]>(await admin.get('/api/admin/usage/daily'));
    const dates = Array.from({ length: CHART_DAYS }, (_, index) =>
      shiftDate(today, index + 1 - CHART_DAYS),
    );
    expect(daily.map(({ date, calls: count }) => ({ date, calls: count }))).toEqual(
      dates.map((date) => ({ date, calls: callsOn((day) => day === date) })),
    );
    // The call a minute before the first day is the only one left out.
    expect(daily.reduce((sum, day) => sum + day.calls, 0)).toBe(
      callsOn((date) => date >= must(dates[0])),
    );
  });

  it("shows the caller's calls today and this month in the users list", async () => {
    const page = await pageOf<AdminUserRow>(admin, `/api/admin/users?search=Early${tag}`);
    expect(
      page.items.map(({ apiCallsToday, apiCallsMonth }) => ({ apiCallsToday, apiCallsMonth })),
    ).toEqual([
      {
        apiCallsToday: callsOn((date) => date === today),
        apiCallsMonth: callsOn((date) => date.slice(0, 7) === today.slice(0, 7)),
      },
    ]);
  });

  it.each([
    ['today', 0],
    ['yesterday', -1],
  ])("exports %s's calls as the admin's day", async (_day, offset) => {
    const date = shiftDate(today, offset);
    const response = await admin.get(`/api/admin/usage.csv?from=${date}&to=${date}`);
    expect(response.status).toBe(200);
    const rows = (await response.text()).split('\r\n').filter(Boolean).slice(1);
    expect(rows).toHaveLength(callsOn((day) => day === date));
  });
});
