import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type CheckIn,
  type MonthlyReview,
  REVIEW_TEXT_MAX_LENGTH,
  type ReviewYears,
} from '@goalcoach/contracts';
import {
  type OpenAiCompatibleServer,
  estimateTokens,
  startOpenAiCompatibleServer,
} from '@goalcoach/openai-compatible-server';
import pg from 'pg';
import { DEFAULT_PROMPTS } from '../src/goals/plan/providers/plan-prompts.js';
import { ManualClock } from '../src/platform/clock/clock.js';
import { ApiClient } from './support/api-client.js';
import { appPerBlock } from './support/app-per-block.js';
import { body, expectError } from './support/expect-response.js';
import { readyGoal } from './support/goals-client.js';
import { must } from './support/must.js';
import {
  checkIn,
  checkInsOf,
  reviewer,
  setClock,
  signInAgain,
  writeWeekly,
} from './support/reviews-client.js';
import type { TestDatabase } from './support/test-database.js';
import { TEST_INVITE } from './support/test-users.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** Noon in Berlin (UTC+1 from 26 October 2025 on) of a date. */
const noonInBerlin = (date: string) => `${date}T11:00:00Z`;

const generate = (client: ApiClient, year: number | string, month: number | string) =>
  client.post(`/api/reviews/monthly/${year}/${month}`);
const monthlyOf = (client: ApiClient) =>
  client.get('/api/reviews/monthly').then((response) => body<MonthlyReview[]>(response));
const yearsOf = (client: ApiClient) =>
  client.get('/api/reviews/monthly/years').then((response) => body<ReviewYears>(response));

async function userId(db: TestDatabase, name: string): Promise<string> {
  const { rows } = await db.query('SELECT id FROM users WHERE name = $1', [name]);
  return must(rows[0], name).id as string;
}

/** Resolves once a session of the test database waits for a row lock (within 5 s). */
async function untilSomeoneWaitsForALock(db: TestDatabase): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no session waited for a lock');
}

/** A task of `owner` without a goal, completed at `completedAt` (or pending when null). */
async function seedTask(db: TestDatabase, owner: string, completedAt: string | null) {
  await db.query(
    `INSERT INTO tasks (user_id, task, status, date, completed_at, created_at)
     VALUES ($1, 'Seeded task', $2, '2025-11-15', $3, now())`,
    [owner, completedAt ? 'completed' : 'pending', completedAt],
  );
}

/**
 * Ann (Berlin) in the autumn of 2025. Check-ins, on the dates below at noon:
 *   Oct 31 done 9 (October's)                      Nov 10 done 8 wins Called mum, Cooked dinner
 *   Nov  1 done 8 wins Ran 5 km                   Nov 11 done 9
 *   Nov  2 done 8                                  Nov 12 done 8
 *   Nov  3 done 7 lessons Rest matters             Nov 13 done 6
 *   Nov  4 not  5 lessons Plan the night before    Nov 14 done 8
 *   Nov  5 done 8                                  Nov 20 not  4
 *                                                  Nov 30 done 10 wins Finished the month strong
 *   Dec  1 done 8 (December's)
 * November: 12 check-ins, 10 progress days, confidence 89 / 12 = 7.42 -> 7.4, longest run
 * Nov 10-14 = 5 (Oct 31 - Nov 3 is 4 days, but only 3 of them in November).
 * Weekly entries, each the month's it was written in: Oct 29 (October's), Nov 8, Nov 18, and
 * Dec 1 (December's, though its week, of Nov 30, starts in November).
 */
const CHECK_INS: [string, boolean, number, { wins?: string; lessons?: string }?][] = [
  ['2025-10-31', true, 9, { wins: '• October win' }],
  ['2025-11-01', true, 8, { wins: '• Ran 5 km' }],
  ['2025-11-02', true, 8],
  ['2025-11-03', true, 7, { lessons: '• Rest matters' }],
  ['2025-11-04', false, 5, { lessons: '• Plan the night before' }],
  ['2025-11-05', true, 8],
  ['2025-11-10', true, 8, { wins: '• Called mum\n• Cooked dinner' }],
  ['2025-11-11', true, 9],
  ['2025-11-12', true, 8],
  ['2025-11-13', true, 6],
  ['2025-11-14', true, 8],
  ['2025-11-20', false, 4],
  ['2025-11-30', true, 10, { wins: '• Finished the month strong' }],
  ['2025-12-01', true, 8, { wins: '• December win' }],
];
const WEEKLY: [string, object][] = [
  ['2025-10-29', { winsThisWeek: 'October week win', areasToImprove: 'October area' }],
  [
    '2025-11-08',
    {
      winsThisWeek: 'Kept my mornings free',
      whatWorked: 'Laying out clothes',
      whatDidntWork: 'Late screens',
      areasToImprove: 'Sleep by 11',
    },
  ],
  ['2025-11-18', { areasToImprove: '• Stretch after runs' }],
  ['2025-12-01', { winsThisWeek: 'Signed up for the race' }],
];

const NOVEMBER_WINS = [
  'Ran 5 km',
  'Called mum',
  'Cooked dinner',
  'Finished the month strong',
  'Kept my mornings free',
];
const NOVEMBER_HIGHLIGHTS = [
  'Week of Oct 26: 1 check-in, 1 progress day, avg confidence 8/10',
  'Week of Nov 2: 4 check-ins, 3 progress days, avg confidence 7/10',
  'Week of Nov 9: 5 check-ins, 5 progress days, avg confidence 7.8/10',
  'Week of Nov 16: 1 check-in, 0 progress days, avg confidence 4/10',
  'Week of Nov 30: 1 check-in, 1 progress day, avg confidence 10/10',
];
const NOVEMBER_NOTE =
  'In November 2025 you checked in on 12 of 30 days, did your daily action on 10 of them ' +
  '(best run: 5 days in a row) and completed 3 tasks. ' +
  'Your average confidence was 7.4/10: solid ground to build on. ' +
  'Next month, put your attention on this: Sleep by 11. ' +
  // Ann's goal was planned offline (a half marathon), and her action came on 10 of 30 days.
  'For your endurance running plan: Go back to three short, easy runs a week at fixed times: ' +
  'consistency beats any single long run.';

/** Ann's month as the API writes it: every check-in and weekly entry on its own day. */
async function seedAutumn(clock: ManualClock, ann: ApiClient): Promise<void> {
  const days = [
    ...CHECK_INS.map(([date, done, confidence, texts]) => ({
      date,
      write: () =>
        checkIn(ann, { completedDailyAction: done, confidenceLevel: confidence, ...texts }),
    })),
    ...WEEKLY.map(([date, fields]) => ({ date, write: () => writeWeekly(ann, fields) })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  let signedInOn = clock.now().toISOString().slice(0, 10);
  for (const day of days) {
    setClock(clock, noonInBerlin(day.date));
    // Sessions end after 7 idle days.
    if (Date.parse(day.date) - Date.parse(signedInOn) > 6 * 86_400_000) {
      await signInAgain(ann, 'Ann');
    }
    signedInOn = day.date;
    await day.write();
  }
}

describe('monthly reviews: generated from the month, refreshed, added to by hand', () => {
  const clock = new ManualClock(new Date(noonInBerlin('2025-10-29')));
  const block = appPerBlock(undefined, { clock });
  let ann: ApiClient;
  let ben: ApiClient;
  let november: MonthlyReview;

  beforeAll(async () => {
    ann = await reviewer(block.app, 'Ann', 'Europe/Berlin');
    ben = await reviewer(block.app, 'Ben', 'Europe/Berlin');
    await seedAutumn(clock, ann);
    setClock(clock, noonInBerlin('2025-12-03'));
    await signInAgain(ben, 'Ben');
    await readyGoal(ann);
    const annId = await userId(block.db, 'Ann');
    const [first, second] = (
      await block.db.query(
        'SELECT id FROM tasks WHERE user_id = $1 AND goal_id IS NOT NULL ORDER BY date, position LIMIT 4',
        [annId],
      )
    ).rows.map((row: { id: string }) => row.id);
    // The plan's tasks, completed on the edges of November in Berlin.
    const completions: [string | undefined, string][] = [
      [first, '2025-10-31T23:30:00Z'], // 1 November, 00:30: counts
      [second, '2025-11-30T22:30:00Z'], // 30 November, 23:30: counts
    ];
    for (const [id, at] of completions) {
      await block.db.query(
        `UPDATE tasks SET status = 'completed', completed_at = $2 WHERE id = $1`,
        [id, at],
      );
    }
    await seedTask(block.db, annId, '2025-11-15T10:00:00Z'); // counts: a task without a goal
    await seedTask(block.db, annId, '2025-11-30T23:30:00Z'); // 1 December, 00:30
    await seedTask(block.db, annId, '2025-10-31T22:30:00Z'); // 31 October, 23:30
    await seedTask(block.db, annId, null);
    await seedTask(block.db, await userId(block.db, 'Ben'), '2025-11-15T10:00:00Z');
  });

  it('starts with no monthly review', async () => {
    expect(await monthlyOf(ann)).toEqual([]);
  });

  it("generates November from November's data in the user's zone, figures as counted by hand", async () => {
    november = await body<MonthlyReview>(await generate(ann, 2025, 11));
    expect(november).toEqual({
      id: expect.any(String),
      year: 2025,
      month: 11,
      totalWins: NOVEMBER_WINS.join('\n'),
      totalLessons: 'Rest matters\nPlan the night before\nLaying out clothes',
      weeklyHighlights: NOVEMBER_HIGHLIGHTS.join('\n'),
      areasToImprove: 'Sleep by 11\nLate screens\nStretch after runs',
      averageConfidence: 7.4,
      daysCheckedIn: 12,
      tasksCompleted: 3,
      totalStreakDays: 5,
      coachNote: NOVEMBER_NOTE,
      generatedAt: '2025-12-03T11:00:00.000Z',
      updatedAt: '2025-12-03T11:00:00.000Z',
    });
    expect(await monthlyOf(ann)).toEqual([november]);
    expect(await monthlyOf(ben)).toEqual([]);
  });

  it('appends a manual entry to the existing review, ignoring userId', async () => {
    const benId = await userId(block.db, 'Ben');
    const entry = await body<MonthlyReview>(
      await ann.post('/api/reviews/monthly', {
        year: 2025,
        month: 11,
        totalWins: '  Paid off the card ',
        areasToImprove: 'Call friends more',
        weeklyHighlights: '   ',
        userId: benId,
      }),
      201,
    );
    expect(entry).toEqual({
      ...november,
      totalWins: [...NOVEMBER_WINS, 'Paid off the card'].join('\n'),
      areasToImprove: 'Sleep by 11\nLate screens\nStretch after runs\nCall friends more',
    });
    expect(await monthlyOf(ben)).toEqual([]);
  });

  it('refreshes the generated lines and keeps those added by hand', async () => {
    const firstOfNovember = must((await checkInsOf(ann)).find((day) => day.date === '2025-11-01'));
    await body<CheckIn>(
      await ann.patch(`/api/checkins/${firstOfNovember.id}`, { wins: '• Ran 6 km' }),
    );
    setClock(clock, '2025-12-03T15:00:00Z');
    const refreshed = await body<MonthlyReview>(await generate(ann, 2025, 11));
    expect(refreshed).toEqual({
      ...november,
      totalWins: ['Ran 6 km', ...NOVEMBER_WINS.slice(1), 'Paid off the card'].join('\n'),
      areasToImprove: 'Sleep by 11\nLate screens\nStretch after runs\nCall friends more',
      generatedAt: '2025-12-03T15:00:00.000Z',
      updatedAt: '2025-12-03T15:00:00.000Z',
    });
  });

  it('leaves one row when the same month is generated several times at once', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => generate(ann, 2025, 10)));
    const reviews = await Promise.all(answers.map((answer) => body<MonthlyReview>(answer)));
    expect(new Set(reviews.map((review) => review.id)).size).toBe(1);
    const { rows } = await block.db.query(
      'SELECT count(*)::int AS n FROM monthly_reviews WHERE year = 2025 AND month = 10',
    );
    expect(rows[0].n).toBe(1);
    // October: the check-in of Oct 31, the entry of the week of Oct 26 and one task.
    expect(must(reviews[0])).toMatchObject({
      totalWins: 'October win\nOctober week win',
      totalLessons: null,
      areasToImprove: 'October area',
      weeklyHighlights: 'Week of Oct 26: 1 check-in, 1 progress day, avg confidence 9/10',
      averageConfidence: 9,
      daysCheckedIn: 1,
      tasksCompleted: 1,
      totalStreakDays: 1,
    });
  });

  it('lists newest year and month first', async () => {
    expect((await monthlyOf(ann)).map((review) => [review.year, review.month])).toEqual([
      [2025, 11],
      [2025, 10],
    ]);
  });

  it('creates a review from a manual entry for a month without one', async () => {
    const created = await body<MonthlyReview>(
      await ann.post('/api/reviews/monthly', { year: 2025, month: 9, totalLessons: 'Ask early' }),
      201,
    );
    expect(created).toEqual({
      id: expect.any(String),
      year: 2025,
      month: 9,
      totalWins: null,
      totalLessons: 'Ask early',
      weeklyHighlights: null,
      areasToImprove: null,
      averageConfidence: null,
      daysCheckedIn: 0,
      tasksCompleted: 0,
      totalStreakDays: 0,
      coachNote: null,
      generatedAt: null,
      updatedAt: '2025-12-03T15:00:00.000Z',
    });
  });

  it('refuses a manual entry that would make a text longer than the limit, and keeps the text', async () => {
    const stored = 'Ask early'; // September's lessons, from the entry before
    const room = REVIEW_TEXT_MAX_LENGTH - stored.length - 1; // the new line takes one
    await expectError(
      await ann.post('/api/reviews/monthly', {
        year: 2025,
        month: 9,
        totalWins: 'Fits',
        totalLessons: 'x'.repeat(room + 1),
      }),
      400,
      `totalLessons would be longer than ${REVIEW_TEXT_MAX_LENGTH} characters with this entry: ` +
        'shorten it, or edit the review to make room.',
    );
    const september = async () => must((await monthlyOf(ann)).find((r) => r.month === 9));
    expect(await september()).toMatchObject({ totalWins: null, totalLessons: stored });
    const full = await body<MonthlyReview>(
      await ann.post('/api/reviews/monthly', {
        year: 2025,
        month: 9,
        totalLessons: 'y'.repeat(room),
      }),
      201,
    );
    expect(full.totalLessons).toBe(`${stored}\n${'y'.repeat(room)}`);
    expect(full.totalLessons).toHaveLength(REVIEW_TEXT_MAX_LENGTH);
  });

  it('edits a review: a field left out keeps, blank clears, areasToImprove included', async () => {
    setClock(clock, '2025-12-03T16:00:00Z');
    const before = must((await monthlyOf(ann)).find((review) => review.month === 11));
    const edited = await body<MonthlyReview>(
      await ann.patch(`/api/reviews/monthly/${before.id}`, {
        areasToImprove: '  Only this  ',
        weeklyHighlights: ' ',
      }),
    );
    expect(edited).toEqual({
      ...before,
      areasToImprove: 'Only this',
      weeklyHighlights: null,
      updatedAt: '2025-12-03T16:00:00.000Z',
    });
    expect(must((await monthlyOf(ann)).find((review) => review.id === before.id))).toEqual(edited);
  });

  it('answers an edit with the row as stored, after a change to it it had to wait for', async () => {
    const october = must((await monthlyOf(ann)).find((review) => review.month === 10));
    const meanwhile = new pg.Client({ connectionString: block.db.url });
    await meanwhile.connect();
    try {
      await meanwhile.query('BEGIN');
      await meanwhile.query(
        `UPDATE monthly_reviews SET total_lessons = 'Written meanwhile' WHERE id = $1`,
        [october.id],
      );
      const edit = ann.patch(`/api/reviews/monthly/${october.id}`, { totalWins: 'Edited' });
      await untilSomeoneWaitsForALock(block.db);
      await meanwhile.query('COMMIT');
      expect(await body<MonthlyReview>(await edit)).toMatchObject({
        totalWins: 'Edited',
        totalLessons: 'Written meanwhile',
      });
    } finally {
      await meanwhile.end();
    }
  });

  it("answers another user's, a missing or a malformed review id with the same 404", async () => {
    const [annsLatest] = await monthlyOf(ann);
    for (const id of [must(annsLatest).id, UNKNOWN, '12']) {
      await expectError(
        await ben.patch(`/api/reviews/monthly/${id}`, { totalWins: 'Mine now' }),
        404,
        'Monthly review not found',
      );
    }
    expect((await monthlyOf(ann))[0]).toEqual(annsLatest);
  });

  it('refuses bad months and empty entries with clear 400s', async () => {
    await expectError(
      await generate(ann, 2026, 1),
      400,
      'This month has not started yet: a review can be generated from its first day on.',
    );
    await expectError(
      await generate(ann, 2025, 13),
      400,
      'month must be a whole number from 1 to 12',
    );
    await expectError(
      await generate(ann, 1999, 5),
      400,
      'year must be a whole number from 2000 to 2026',
    );
    await expectError(
      await generate(ann, 2024, 12),
      400,
      'This month is before your first year of reviews: a review can be generated from January 2025 on.',
    );
    await expectError(await generate(ann, 'last', 5), 400, 'year must be a whole number');
    await expectError(await generate(ann, 2025, 'may'), 400, 'month must be a whole number');
    // Decimal digits only: Number() reads hex, padding, exponents, signs and other bases.
    for (const year of [
      '0x7e9',
      '%20%32%30%32%35',
      '2025%20',
      '2.025e3',
      '+2025',
      '0b11111101001',
    ]) {
      await expectError(await generate(ann, year, 5), 400, 'year must be a whole number');
    }
    for (const month of ['0x5', '%205', '5.0', '-5', '99999999999999999999']) {
      await expectError(await generate(ann, 2025, month), 400, 'month must be a whole number');
    }

    const entry = (fields: object) => ann.post('/api/reviews/monthly', fields);
    const cases: [object, string][] = [
      [
        { year: 2025, month: 11, totalWins: ' ', totalLessons: null },
        'Please write at least one of totalWins, totalLessons, weeklyHighlights or areasToImprove.',
      ],
      [{ year: 2027, month: 1, totalWins: 'Ran' }, 'year must be a whole number from 2000 to 2026'],
      [{ year: 2025, month: 0, totalWins: 'Ran' }, 'month must be a whole number from 1 to 12'],
      [{ month: 5, totalWins: 'Ran' }, 'year must be a whole number from 2000 to 9999'],
      [{ year: 2025, month: 5, totalWins: 7 }, 'totalWins must be text'],
      [
        { year: 2025, month: 5, totalWins: 'Ran', coachNote: 'x' },
        'property coachNote should not exist',
      ],
    ];
    for (const [fields, message] of cases) await expectError(await entry(fields), 400, message);
    expect((await monthlyOf(ann)).map((review) => review.month)).toEqual([11, 10, 9]);
  });

  it("offers the years from the first one with data to this year in the user's zone", async () => {
    expect(await yearsOf(ann)).toEqual({ years: [2025] });
    await body<MonthlyReview>(
      await ann.post('/api/reviews/monthly', { year: 2026, month: 1, totalWins: 'Planned' }),
      201,
    );
    expect(await yearsOf(ann)).toEqual({ years: [2025] });
    await block.db.query(
      `INSERT INTO daily_checkins
         (user_id, date, completed_daily_action, confidence_level, created_at, updated_at)
       VALUES ($1, '2023-05-01', true, 8, now(), now())`,
      [await userId(block.db, 'Ann')],
    );
    expect(await yearsOf(ann)).toEqual({ years: [2023, 2024, 2025] });

    // Ben has no data: his sign-up year, then this year once it has turned in Berlin.
    expect(await yearsOf(ben)).toEqual({ years: [2025] });
    setClock(clock, '2025-12-31T23:30:00Z');
    await signInAgain(ben, 'Ben');
    expect(await yearsOf(ben)).toEqual({ years: [2025, 2026] });
  });

  it('refuses visitors on every monthly route', async () => {
    const visitor = new ApiClient(block.app);
    const { rows } = await block.db.query('SELECT id FROM monthly_reviews LIMIT 1');
    const review = must(rows[0] as { id: string } | undefined, 'a review');
    expect((await visitor.get('/api/reviews/monthly')).status).toBe(401);
    expect((await visitor.get('/api/reviews/monthly/years')).status).toBe(401);
    expect(
      (await visitor.post('/api/reviews/monthly', { year: 2025, month: 11, totalWins: 'x' }))
        .status,
    ).toBe(401);
    expect((await generate(visitor, 2025, 11)).status).toBe(401);
    expect(
      (await visitor.patch(`/api/reviews/monthly/${review.id}`, { totalWins: 'x' })).status,
    ).toBe(401);
  });

  it("counts a weekly entry in the month of its date in the user's zone, not its week's or UTC's", async () => {
    setClock(clock, '2026-01-31T23:30:00Z'); // 00:30 on 1 February in Berlin, a week of Jan 25
    const dora = await reviewer(block.app, 'Dora', 'Europe/Berlin');
    await writeWeekly(dora, { winsThisWeek: 'Late-night win' });
    const totalWinsOf = async (month: number) =>
      (await body<MonthlyReview>(await generate(dora, 2026, month))).totalWins;
    expect(await totalWinsOf(2)).toBe('Late-night win');
    expect(await totalWinsOf(1)).toBeNull();
  });

  it('averages only the confidence people gave: none for a month of older check-ins', async () => {
    const hal = await reviewer(block.app, 'Hal', 'Europe/Berlin');
    const halId = await userId(block.db, 'Hal');
    // Check-ins from before the dialog asked: 8 and 5 derived from Yes and No.
    const insert = (date: string, done: boolean, confidence: number, given: boolean) =>
      block.db.query(
        `INSERT INTO daily_checkins (user_id, date, completed_daily_action, confidence_level,
           confidence_given, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, now(), now())`,
        [halId, date, done, confidence, given],
      );
    await insert('2025-07-01', true, 8, false);
    await insert('2025-07-02', false, 5, false);
    const derivedOnly = await body<MonthlyReview>(await generate(hal, 2025, 7));
    expect(derivedOnly).toMatchObject({ averageConfidence: null, daysCheckedIn: 2 });
    expect(derivedOnly.weeklyHighlights).toBe('Week of Jun 29: 2 check-ins, 1 progress day');
    expect(derivedOnly.coachNote).not.toContain('confidence');

    await insert('2025-07-03', true, 6, true);
    await insert('2025-07-04', true, 9, true);
    const refreshed = await body<MonthlyReview>(await generate(hal, 2025, 7));
    expect(refreshed).toMatchObject({ averageConfidence: 7.5, daysCheckedIn: 4 });
    expect(refreshed.coachNote).toContain('Your average confidence was 7.5/10');
  });

  it('fits the generated lines in the room a full hand-written text leaves, so it stays editable', async () => {
    const eve = await reviewer(block.app, 'Eve', 'Europe/Berlin');
    await checkIn(eve, {
      completedDailyAction: true,
      confidenceLevel: 8,
      wins: '• Long run\n• Early night',
    });
    const own = 'x'.repeat(REVIEW_TEXT_MAX_LENGTH - 12);
    await body(
      await eve.post('/api/reviews/monthly', { year: 2026, month: 2, totalWins: own }),
      201,
    );

    // 11 characters are left: 'Long run' and the line saying more were left out.
    const generated = await body<MonthlyReview>(await generate(eve, 2026, 2));
    expect(generated.totalWins).toBe(`Long run\n…\n${own}`);
    const edited = await eve.patch(`/api/reviews/monthly/${generated.id}`, {
      totalWins: generated.totalWins,
    });
    expect(edited.status).toBe(200);
    // Refreshed again: the cut lines it wrote are taken out, not kept as the person's.
    expect((await body<MonthlyReview>(await generate(eve, 2026, 2))).totalWins).toBe(
      generated.totalWins,
    );
  });

  it('takes an entry to one text while another is already longer than the limit', async () => {
    const fay = await reviewer(block.app, 'Fay', 'Europe/Berlin');
    const { id } = await body<MonthlyReview>(
      await fay.post('/api/reviews/monthly', { year: 2026, month: 1, totalWins: 'Ran' }),
      201,
    );
    const tooLong = 'z'.repeat(REVIEW_TEXT_MAX_LENGTH + 1); // stored before the limit existed
    await block.db.query('UPDATE monthly_reviews SET total_wins = $2 WHERE id = $1', [id, tooLong]);
    const entry = (fields: object) =>
      fay.post('/api/reviews/monthly', { year: 2026, month: 1, ...fields });

    const added = await body<MonthlyReview>(await entry({ totalLessons: 'Rest' }), 201);
    expect(added).toMatchObject({ totalWins: tooLong, totalLessons: 'Rest' });
    await expectError(
      await entry({ totalWins: 'More', areasToImprove: 'Sleep' }),
      400,
      `totalWins would be longer than ${REVIEW_TEXT_MAX_LENGTH} characters with this entry: ` +
        'shorten it, or edit the review to make room.',
    );
    expect((await monthlyOf(fay))[0]).toMatchObject({ totalLessons: 'Rest', areasToImprove: null });
  });
});

describe("the coach's note through an OpenAI-compatible server", () => {
  const NOTE = 'Two strong days in a row: protect your mornings and keep going.';
  const OTHER_NOTE = 'Mornings are your strength: plan tomorrow tonight.';
  let server: OpenAiCompatibleServer;
  // Before the app's block: its environment names the server.
  beforeAll(async () => {
    server = await startOpenAiCompatibleServer({
      respond: () => ({ content: `  ${NOTE}\n`, completionTokens: 17 }),
    });
  });
  const clock = new ManualClock(new Date('2026-03-02T11:00:00Z'));
  const block = appPerBlock(
    (db) => ({
      DATABASE_URL: db.url,
      INVITE_CODE: TEST_INVITE,
      OPENAI_API_KEY: 'sk-local-test',
      OPENAI_BASE_URL: server.url,
      COACH_NOTE_DAILY_LIMIT: '4',
    }),
    { clock },
  );
  let cleo: ApiClient;

  const coachCalls = async () =>
    (
      await block.db.query(
        `SELECT purpose, model, prompt_tokens AS "promptTokens",
                completion_tokens AS "completionTokens", outcome, goal_id AS "goalId"
           FROM ai_calls WHERE purpose = 'monthly_coach_note' ORDER BY created_at, id`,
      )
    ).rows;

  beforeAll(async () => {
    cleo = await reviewer(block.app, 'Cleo', 'Europe/Berlin');
    for (const [date, confidenceLevel] of [
      ['2026-03-01', 6],
      ['2026-03-02', 9],
    ] as const) {
      setClock(clock, noonInBerlin(date));
      await checkIn(cleo, { completedDailyAction: true, confidenceLevel, wins: '• Ran' });
    }
  });

  afterAll(async () => {
    await server.close();
  });

  it('writes the note from the model in one call, recorded with its tokens', async () => {
    const review = await body<MonthlyReview>(await generate(cleo, 2026, 3));
    expect(review.coachNote).toBe(NOTE);
    expect(review).toMatchObject({ averageConfidence: 7.5, daysCheckedIn: 2, totalStreakDays: 2 });

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    const prompt = must(request)
      .messages.map((message) => message.content)
      .join('\n');
    expect(prompt).toContain('Month: March 2026');
    expect(prompt).toContain('- Days checked in: 2 of 2');
    expect(prompt).toContain('- Average confidence: 7.5/10');
    expect(prompt).toContain('Wins:\n- Ran\n- Ran');
    expect(await coachCalls()).toEqual([
      {
        purpose: 'monthly_coach_note',
        model: 'gpt-4o',
        promptTokens: estimateTokens(prompt),
        completionTokens: 17,
        outcome: 'ok',
        goalId: null,
      },
    ]);
  });

  it("keeps the model's note without a call when generated again from unchanged data", async () => {
    const again = await body<MonthlyReview>(await generate(cleo, 2026, 3));
    expect(again.coachNote).toBe(NOTE);
    expect(server.requests).toHaveLength(1);
    expect(await coachCalls()).toHaveLength(1);
  });

  it('asks the model once when the data changed and the month is generated several times at once', async () => {
    await checkIn(cleo, { completedDailyAction: true, confidenceLevel: 9, wins: '• Ran far' });
    const reviews = await Promise.all(
      [1, 2, 3].map(async () => body<MonthlyReview>(await generate(cleo, 2026, 3))),
    );
    expect(reviews.map((review) => review.coachNote)).toEqual([NOTE, NOTE, NOTE]);
    expect(server.requests).toHaveLength(2);
    expect(must(server.requests[1]).messages.at(-1)?.content).toContain('- Ran far');
  });

  it("keeps the offline writer's note when the call fails, and records the failure", async () => {
    server.respond = () => ({ status: 500, error: 'The model is down' });
    await checkIn(cleo, { completedDailyAction: true, confidenceLevel: 9, wins: '• Ran' });
    const review = await body<MonthlyReview>(await generate(cleo, 2026, 3));
    expect(review.coachNote).toBe(
      'In March 2026 you checked in on 2 of 2 days, did your daily action on 2 of them ' +
        '(best run: 2 days in a row). Your average confidence was 7.5/10: solid ground to build on. ' +
        'Next month, keep the same rhythm and raise one goal a notch.',
    );
    // The calls share the clock's instant: their order is not kept.
    expect((await coachCalls()).map((call) => call.outcome).sort()).toEqual(['error', 'ok', 'ok']);
  });

  it("writes offline notes past the user's daily limit of model notes, failed calls counted", async () => {
    server.respond = () => ({ content: NOTE, completionTokens: 17 });
    const generateAfter = async (wins: string) => {
      await checkIn(cleo, { completedDailyAction: true, confidenceLevel: 9, wins });
      return body<MonthlyReview>(await generate(cleo, 2026, 3));
    };
    expect((await generateAfter('• Swam')).coachNote).toBe(NOTE); // the 4th call today
    const requests = server.requests.length;
    const offline = await generateAfter('• Swam far');
    expect(offline.coachNote).toContain('In March 2026 you checked in on 2 of 2 days');
    expect(server.requests).toHaveLength(requests);
    expect(await coachCalls()).toHaveLength(4);

    // A new day in Berlin (the limit is 4 a day): the model writes again.
    setClock(clock, '2026-03-02T23:30:00Z');
    expect((await body<MonthlyReview>(await generate(cleo, 2026, 3))).coachNote).toBe(NOTE);
    expect(server.requests).toHaveLength(requests + 1);
  });

  it('writes a new note when the model or temperature in force changed, and keeps it after', async () => {
    server.respond = () => ({ content: OTHER_NOTE, completionTokens: 9 });
    const requests = server.requests.length;
    expect((await body<MonthlyReview>(await generate(cleo, 2026, 3))).coachNote).toBe(NOTE);
    expect(server.requests).toHaveLength(requests);

    await block.db.query(
      `INSERT INTO app_settings (key, value) VALUES ('ai_settings', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [
        {
          prompts: DEFAULT_PROMPTS,
          model: 'gpt-4o-mini',
          temperature: 0.2,
          updatedBy: { id: UNKNOWN, name: 'Admin' },
          updatedAt: '2026-03-02T23:30:00.000Z',
        },
      ],
    );
    expect((await body<MonthlyReview>(await generate(cleo, 2026, 3))).coachNote).toBe(OTHER_NOTE);
    expect(server.requests).toHaveLength(requests + 1);
    expect(server.requests.at(-1)).toMatchObject({ model: 'gpt-4o-mini', temperature: 0.2 });
    expect((await coachCalls()).filter((call) => call.model === 'gpt-4o-mini')).toEqual([
      expect.objectContaining({ outcome: 'ok', completionTokens: 9 }),
    ]);

    expect((await body<MonthlyReview>(await generate(cleo, 2026, 3))).coachNote).toBe(OTHER_NOTE);
    expect(server.requests).toHaveLength(requests + 1);
  });
});

describe("the coach's note's daily limit, with generations at once", () => {
  const NOTE = 'A steady month: keep your evenings for the plan.';
  const LIMIT = 2;
  let server: OpenAiCompatibleServer;
  beforeAll(async () => {
    server = await startOpenAiCompatibleServer({
      respond: () => ({ content: NOTE, completionTokens: 11 }),
    });
  });
  const clock = new ManualClock(new Date('2026-06-15T10:00:00Z'));
  const block = appPerBlock(
    (db) => ({
      DATABASE_URL: db.url,
      INVITE_CODE: TEST_INVITE,
      OPENAI_API_KEY: 'sk-local-test',
      OPENAI_BASE_URL: server.url,
      COACH_NOTE_DAILY_LIMIT: String(LIMIT),
    }),
    { clock },
  );

  afterAll(async () => {
    await server.close();
  });

  it('asks the model no more than the limit when five months are generated at once', async () => {
    const gus = await reviewer(block.app, 'Gus', 'Europe/Berlin');
    // The model answers once the other generations are done (offline), or at once when a call
    // past the limit arrives: then every generation ends and the counts below fail.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.respond = async () => {
      if (server.requests.length > LIMIT) release();
      await released;
      return { content: NOTE, completionTokens: 11 };
    };
    let done = 0;
    const months = [1, 2, 3, 4, 5];
    const reviews = await Promise.all(
      months.map(async (month) => {
        const review = await body<MonthlyReview>(await generate(gus, 2026, month));
        done += 1;
        if (done === months.length - LIMIT) release();
        return review;
      }),
    );

    expect(server.requests).toHaveLength(LIMIT);
    const notes = reviews.map((review) => review.coachNote);
    expect(notes.filter((note) => note === NOTE)).toHaveLength(LIMIT);
    for (const note of notes.filter((note) => note !== NOTE)) {
      expect(note).toMatch(/^You did not check in during \w+ 2026\./);
    }
    const calls = await block.db.query(
      `SELECT outcome, prompt_tokens AS "promptTokens", completion_tokens AS "completionTokens",
              cost_usd::float > 0 AS "costed"
         FROM ai_calls WHERE purpose = 'monthly_coach_note'`,
    );
    expect(calls.rows).toHaveLength(LIMIT);
    for (const call of calls.rows) {
      expect(call).toEqual({
        outcome: 'ok',
        promptTokens: expect.any(Number),
        completionTokens: 11,
        costed: true,
      });
      expect(call.promptTokens).toBeGreaterThan(0);
    }
  });
});
