import { beforeAll, describe, expect, it } from '@jest/globals';
import { CHECK_IN_TEXT_MAX_LENGTH, type CheckIn } from '@goalcoach/contracts';
import { ManualClock } from '../src/platform/clock/clock.js';
import { ApiClient } from './support/api-client.js';
import { appPerBlock } from './support/app-per-block.js';
import { body, expectError } from './support/expect-response.js';
import { must } from './support/must.js';
import { DONE, checkIn, checkInsOf, setClock } from './support/reviews-client.js';
import { signedIn } from './support/test-users.js';

/** 13:00 on Tuesday 10 March 2026 in Los Angeles (UTC-7 since 8 March). */
const NOW = '2026-03-10T20:00:00Z';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('daily check-ins: one per local day, edited, and only ever your own', () => {
  const clock = new ManualClock(new Date(NOW));
  const block = appPerBlock(undefined, { clock });
  let lea: ApiClient;
  let ben: ApiClient;

  const rowsOf = async (email: string) =>
    (
      await block.db.query(
        `SELECT c.date::text AS date FROM daily_checkins c JOIN users u ON u.id = c.user_id
          WHERE u.email = $1 ORDER BY c.date`,
        [email],
      )
    ).rows.map((row: { date: string }) => row.date);

  beforeAll(async () => {
    lea = await signedIn(block.app, 'Lea', 'America/Los_Angeles');
    ben = await signedIn(block.app, 'Ben', 'Europe/Berlin');
  });

  it('starts with none', async () => {
    expect(await checkInsOf(lea)).toEqual([]);
  });

  it("records today's check-in in the user's zone, texts trimmed, blank ones as none", async () => {
    setClock(clock, NOW);
    const created = await checkIn(lea, {
      completedDailyAction: true,
      wins: '  • Ran 5 km\n• Slept well \n',
      lessons: '   ',
      confidenceLevel: 8,
    });
    expect(created).toEqual({
      id: expect.any(String),
      date: '2026-03-10',
      completedDailyAction: true,
      wins: '• Ran 5 km\n• Slept well',
      lessons: null,
      confidenceLevel: 8,
      confidenceGiven: true,
      createdAt: NOW.replace('Z', '.000Z'),
      updatedAt: NOW.replace('Z', '.000Z'),
    });
    expect(await checkInsOf(lea)).toEqual([created]);
  });

  it('updates the same local day at an instant of the next UTC date, keeping texts not sent', async () => {
    const [first] = await checkInsOf(lea);
    // 22:30 on 10 March in Los Angeles is 05:30 on 11 March in UTC.
    setClock(clock, '2026-03-11T05:30:00Z');
    const second = await checkIn(lea, {
      completedDailyAction: false,
      lessons: 'Plan the night before',
      confidenceLevel: 5,
    });
    expect(second).toEqual({
      ...must(first),
      completedDailyAction: false,
      lessons: 'Plan the night before',
      confidenceLevel: 5,
      updatedAt: '2026-03-11T05:30:00.000Z',
    });
    expect(await rowsOf('lea@example.com')).toEqual(['2026-03-10']);
  });

  it('clears a text the same day when a second check-in sends it null or blank', async () => {
    setClock(clock, '2026-03-11T05:40:00Z');
    const same = { completedDailyAction: false, confidenceLevel: 5 };
    const cleared = await checkIn(lea, { ...same, wins: null });
    expect(cleared).toMatchObject({ wins: null, lessons: 'Plan the night before' });
    await checkIn(lea, { ...same, wins: '• Back again' });
    const blanked = await checkIn(lea, { ...same, lessons: '  ' });
    expect(blanked).toMatchObject({ wins: '• Back again', lessons: null });
    expect((await checkInsOf(lea))[0]).toEqual(blanked);
    expect(await rowsOf('lea@example.com')).toEqual(['2026-03-10']);
  });

  it('makes a new day at local midnight though the UTC date has not changed', async () => {
    // 00:30 on 11 March in Los Angeles; still 11 March in UTC, like the check-in before.
    setClock(clock, '2026-03-11T07:30:00Z');
    const next = await checkIn(lea, DONE);
    expect(next.date).toBe('2026-03-11');
    expect(next.wins).toBeNull();
    expect(await rowsOf('lea@example.com')).toEqual(['2026-03-10', '2026-03-11']);
    // The same instant is already 11 March, 08:30, in Berlin.
    expect((await checkIn(ben, DONE)).date).toBe('2026-03-11');
  });

  it('lists newest date first, only your own', async () => {
    const dates = (await checkInsOf(lea)).map((each) => each.date);
    expect(dates).toEqual(['2026-03-11', '2026-03-10']);
    expect((await checkInsOf(ben)).map((each) => each.date)).toEqual(['2026-03-11']);
  });

  it('keeps one row when the same day is checked in many times at once', async () => {
    setClock(clock, '2026-03-12T18:00:00Z');
    const answers = await Promise.all(
      [4, 5, 6, 7, 8].map((confidenceLevel) =>
        checkIn(lea, { completedDailyAction: true, confidenceLevel }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(await rowsOf('lea@example.com')).toEqual(['2026-03-10', '2026-03-11', '2026-03-12']);
  });

  it('edits wins and lessons: a field left out keeps, blank or null clears', async () => {
    const day = must((await checkInsOf(lea)).find((each) => each.date === '2026-03-10'));
    setClock(clock, '2026-03-13T18:00:00Z');
    const edited = await body<CheckIn>(
      await lea.patch(`/api/checkins/${day.id}`, { wins: '  • Ran 6 km  ' }),
    );
    expect(edited).toEqual({
      ...day,
      wins: '• Ran 6 km',
      updatedAt: '2026-03-13T18:00:00.000Z',
    });
    const cleared = await body<CheckIn>(
      await lea.patch(`/api/checkins/${day.id}`, { lessons: ' ', wins: null }),
    );
    expect(cleared).toMatchObject({ wins: null, lessons: null, confidenceLevel: 5 });
    expect(must((await checkInsOf(lea)).find((each) => each.id === day.id))).toEqual(cleared);
  });

  it("answers another user's, a missing or a malformed id with the same 404", async () => {
    const [bens] = await checkInsOf(ben);
    for (const id of [must(bens).id, UNKNOWN, 'not-a-uuid']) {
      await expectError(
        await lea.patch(`/api/checkins/${id}`, { wins: 'Mine now' }),
        404,
        'Check-in not found',
      );
    }
    expect((await checkInsOf(ben))[0]?.wins).toBeNull();
  });

  it('answers only the newest ones when asked for a limit', async () => {
    const newest = await body<CheckIn[]>(await lea.get('/api/checkins?limit=2'), 200);
    expect(newest.map((each) => each.date)).toEqual(['2026-03-12', '2026-03-11']);
    // Decimal digits only: Number() would read the hex, the padded, the exponent and the empty one.
    for (const limit of ['0', '1001', '2.5', 'many', '0x2', '%202', '2e0', '', '2&limit=3']) {
      await expectError(
        await lea.get(`/api/checkins?limit=${limit}`),
        400,
        'limit must be a whole number from 1 to 1000',
      );
    }
  });

  it('refuses bad check-ins with clear 400s and writes nothing', async () => {
    setClock(clock, '2026-03-14T18:00:00Z');
    const cases: [object, string][] = [
      [{ confidenceLevel: 8 }, 'completedDailyAction must be true or false'],
      [
        { completedDailyAction: 'yes', confidenceLevel: 8 },
        'completedDailyAction must be true or false',
      ],
      [{ completedDailyAction: true }, 'confidenceLevel must be a whole number from 1 to 10'],
      [{ ...DONE, confidenceLevel: 0 }, 'confidenceLevel must be a whole number from 1 to 10'],
      [{ ...DONE, confidenceLevel: 11 }, 'confidenceLevel must be a whole number from 1 to 10'],
      [{ ...DONE, confidenceLevel: 7.5 }, 'confidenceLevel must be a whole number from 1 to 10'],
      [{ ...DONE, wins: 42 }, 'wins must be text'],
      [
        { ...DONE, lessons: 'x'.repeat(CHECK_IN_TEXT_MAX_LENGTH + 1) },
        `lessons must be at most ${CHECK_IN_TEXT_MAX_LENGTH} characters`,
      ],
      [{ ...DONE, date: '14 March' }, 'date must be a real date written YYYY-MM-DD'],
      [{ ...DONE, date: null }, 'date must be a real date written YYYY-MM-DD'],
      [{ ...DONE, date: '2026-03-15' }, 'A check-in is for today or one of the 7 days before.'],
      [{ ...DONE, date: '2026-03-06' }, 'A check-in is for today or one of the 7 days before.'],
    ];
    for (const [payload, message] of cases) {
      await expectError(await lea.post('/api/checkin', payload), 400, message);
    }
    const [day] = await checkInsOf(lea);
    await expectError(
      await lea.patch(`/api/checkins/${must(day).id}`, { wins: ['a'] }),
      400,
      'wins must be text',
    );
    await expectError(
      await lea.patch(`/api/checkins/${must(day).id}`, { confidenceLevel: 3 }),
      400,
      'property confidenceLevel should not exist',
    );
    expect(await rowsOf('lea@example.com')).not.toContain('2026-03-14');
  });

  it('refuses visitors on every check-in route', async () => {
    const visitor = new ApiClient(block.app);
    const [day] = await checkInsOf(lea);
    expect((await visitor.post('/api/checkin', DONE)).status).toBe(401);
    expect((await visitor.get('/api/checkins')).status).toBe(401);
    expect((await visitor.patch(`/api/checkins/${must(day).id}`, { wins: 'x' })).status).toBe(401);
  });

  it('lands a check-in kept on a device on the day it names, once, even sent again a day later', async () => {
    // 11:00 on Sunday 15 March in Los Angeles: Saturday's check-in, made offline, arrives now.
    setClock(clock, '2026-03-15T18:00:00Z');
    const kept = { ...DONE, date: '2026-03-14', wins: '• Walked' };
    const first = await checkIn(lea, kept);
    expect(first).toMatchObject({ date: '2026-03-14', wins: '• Walked' });
    // Its answer was lost: the device sends it again the next morning.
    setClock(clock, '2026-03-16T16:00:00Z');
    const again = await checkIn(lea, kept);
    expect(again.id).toBe(first.id);
    const days = await rowsOf('lea@example.com');
    expect(days.filter((day) => day >= '2026-03-14')).toEqual(['2026-03-14']);
    // The first of the seven days back is still accepted.
    expect((await checkIn(lea, { ...DONE, date: '2026-03-09' })).date).toBe('2026-03-09');
  });

  it('keeps the stored confidence of an older check-in as not given, until that day is checked in again', async () => {
    // As the check-in saved it before it asked for confidence: 8 derived from Yes.
    await block.db.query(
      `INSERT INTO daily_checkins
         (user_id, date, completed_daily_action, confidence_level, created_at, updated_at)
       SELECT id, '2026-03-10', true, 8, now(), now() FROM users WHERE email = 'ben@example.com'`,
    );
    const older = must((await checkInsOf(ben)).find((each) => each.date === '2026-03-10'));
    expect(older).toMatchObject({ confidenceLevel: 8, confidenceGiven: false });

    // An edit of its texts gives no confidence.
    const edited = await body<CheckIn>(await ben.patch(`/api/checkins/${older.id}`, { wins: 'x' }));
    expect(edited).toMatchObject({ confidenceLevel: 8, confidenceGiven: false });

    // The dialog sends the person's answer: from then on it is given.
    const answered = await checkIn(ben, {
      date: '2026-03-10',
      completedDailyAction: true,
      confidenceLevel: 3,
    });
    expect(answered).toMatchObject({ id: older.id, confidenceLevel: 3, confidenceGiven: true });
  });
});
