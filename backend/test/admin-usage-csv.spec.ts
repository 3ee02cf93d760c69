import { beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_USAGE_CSV_COLUMNS } from '@goalcoach/contracts';
import { parse } from 'csv-parse/sync';
import { ManualClock } from '../src/platform/clock/clock.js';
import { recordCall, seedUsers, userIdOf } from './support/admin-seed.js';
import type { ApiClient } from './support/api-client.js';
import { appPerBlock } from './support/app-per-block.js';
import { expectError } from './support/expect-response.js';
import { signedIn } from './support/test-users.js';

type CsvRow = Record<(typeof ADMIN_USAGE_CSV_COLUMNS)[number], string>;

/** 1 April 2026, 12:00 in Tokyo (the admin's zone, UTC+9): the default range is 3 March-1 April. */
const START = '2026-04-01T03:00:00Z';
/** More calls at one instant than a batch holds, so that paging must get ties right. */
const SAME_INSTANT_CALLS = 4500;

const NAMES = {
  comma: 'Smith, Jane',
  quotes: 'The "Boss"',
  newline: 'Line\nBreak',
  formula: '=HYPERLINK("http://evil.example","Click")',
  plus: '+1 Caller',
  at: '@sum',
};

async function report(client: ApiClient, query = '') {
  const response = await client.get(`/api/admin/usage.csv${query}`);
  // Not response.text(): it drops the BOM, which is part of what is checked.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  expect({ status: response.status, text: response.status === 200 ? 'csv' : text }).toEqual({
    status: 200,
    text: 'csv',
  });
  const rows = parse(text, { bom: true, columns: true }) as CsvRow[];
  return { response, text, rows };
}

describe('usage report (CSV)', () => {
  const clock = new ManualClock(new Date(START));
  const block = appPerBlock(() => ({}), { clock });
  let admin: ApiClient;

  beforeAll(async () => {
    const { app, db } = block;
    admin = await signedIn(app, 'Admin', 'Asia/Tokyo');
    await seedUsers(db, 'Tricky', Object.keys(NAMES).length, '2026-01-01T00:00:00Z');
    for (const [index, name] of Object.values(NAMES).entries()) {
      await db.query('UPDATE users SET name = $1 WHERE name = $2', [name, `Tricky ${index + 1}`]);
    }
    // 2 March 23:59 in Tokyo: the day before the default range. 3 March 00:00: its first call.
    const comma = await userIdOf(db, NAMES.comma);
    await recordCall(app, clock, '2026-03-02T14:59:59.999Z', { userId: comma, purpose: 'before' });
    await recordCall(app, clock, '2026-03-02T15:00:00Z', { userId: comma, purpose: 'first' });
    let minute = 10;
    for (const name of Object.values(NAMES).slice(1)) {
      const at = `2026-03-10T00:${minute++}:00Z`;
      await recordCall(app, clock, at, { userId: await userIdOf(db, name), purpose: 'plan' });
    }
    await db.query(
      `INSERT INTO ai_calls (user_id, purpose, model, prompt_tokens, completion_tokens, cost_usd,
         duration_ms, outcome, created_at)
       SELECT $1, 'bulk', 'gpt-4o-mini', 10, 20, 0.000014, i, 'ok', '2026-03-20T00:00:00Z'
         FROM generate_series(1, $2::int) i`,
      [comma, SAME_INSTANT_CALLS],
    );
    // A call of an account deleted since: its user columns are empty.
    await recordCall(app, clock, '2026-04-01T14:59:00Z', { userId: comma, purpose: 'orphan' });
    await db.query("UPDATE ai_calls SET user_id = NULL WHERE purpose = 'orphan'");
  });

  it('downloads the last 30 days of the admin’s calendar as an attachment', async () => {
    const { response, text, rows } = await report(admin);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="usage-2026-03-03-to-2026-04-01.csv"',
    );
    expect(text.startsWith(`\uFEFF${ADMIN_USAGE_CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(rows).toHaveLength(1 + 5 + SAME_INSTANT_CALLS + 1);
    expect(rows[0]).toEqual({
      time: '2026-03-02T15:00:00.000Z',
      user_name: NAMES.comma,
      user_email: 'tricky1@example.org',
      purpose: 'first',
      model: 'gpt-4o',
      prompt_tokens: '1000',
      completion_tokens: '500',
      cost_usd: '0.007500',
      duration_ms: '1200',
      outcome: 'ok',
    });
    expect(rows.at(-1)).toMatchObject({ purpose: 'orphan', user_name: '', user_email: '' });
  });

  it('keeps commas, quotes and line breaks, and neutralises cells that start a formula', async () => {
    const { rows } = await report(admin);
    expect(rows.slice(1, 6).map((row) => row.user_name)).toEqual([
      NAMES.quotes,
      NAMES.newline,
      `'${NAMES.formula}`,
      `'${NAMES.plus}`,
      `'${NAMES.at}`,
    ]);
  });

  it('reads every call once across batches, even many at the same instant', async () => {
    const { rows } = await report(admin);
    const bulk = rows.filter((row) => row.purpose === 'bulk');
    expect(bulk).toHaveLength(SAME_INSTANT_CALLS);
    const durations = new Set(bulk.map((row) => Number(row.duration_ms)));
    expect(durations.size).toBe(SAME_INSTANT_CALLS);
    expect(bulk[0]).toMatchObject({ time: '2026-03-20T00:00:00.000Z', cost_usd: '0.000014' });
  });

  it('takes the days asked for, both included, on the admin’s calendar', async () => {
    const { response, rows } = await report(admin, '?from=2026-03-02&to=2026-03-03');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="usage-2026-03-02-to-2026-03-03.csv"',
    );
    expect(rows.map((row) => [row.time, row.purpose])).toEqual([
      ['2026-03-02T14:59:59.999Z', 'before'],
      ['2026-03-02T15:00:00.000Z', 'first'],
    ]);
    const none = await report(admin, '?from=2026-02-01&to=2026-02-28');
    expect(none.rows).toEqual([]);
    expect(none.text).toBe(`\uFEFF${ADMIN_USAGE_CSV_COLUMNS.join(',')}\r\n`);
    // 366 days, the most: 31 March 2025 to 31 March 2026.
    const year = await report(admin, '?from=2025-03-31&to=2026-03-31');
    expect(year.rows.length).toBe(2 + 5 + SAME_INSTANT_CALLS);
  });

  it('refuses a reversed, too long or wrong range with a 400 that says why', async () => {
    const cases: [string, string][] = [
      ['?from=2026-03-10&to=2026-03-09', 'from must not be after to'],
      [
        '?from=2025-03-30&to=2026-03-31',
        'The report covers at most 366 days: choose a shorter range',
      ],
      ['?from=2026-02-30', 'from must be a real date written YYYY-MM-DD'],
      ['?to=yesterday', 'to must be a real date written YYYY-MM-DD'],
      ['?from=2026-3-1', 'from must be a real date written YYYY-MM-DD'],
    ];
    for (const [query, message] of cases) {
      await expectError(await admin.get(`/api/admin/usage.csv${query}`), 400, message);
    }
  });
});
