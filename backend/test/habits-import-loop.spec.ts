import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Habit, HabitEntry, LoopImportResult } from '@goalcoach/contracts';
import { ManualClock } from '../src/platform/clock/clock.js';
import { ApiClient } from './support/api-client.js';
import { appPerBlock } from './support/app-per-block.js';
import { body, expectError } from './support/expect-response.js';
import { must } from './support/must.js';
import { signedIn } from './support/test-users.js';
import { form, sendForm } from './support/vision-client.js';
import { largeLoopExport } from './fixtures/loop/large-export.js';
import { HABITS_CSV, loopExportFiles, loopExportZip, zipOf } from './fixtures/loop/loop-export.js';

// The hand-made export and the figures worked out by hand: fixtures/loop/README.md.

/** 13:00 on Tuesday 10 March 2026 in Berlin: the export's last day is the user's today. */
const NOW = new Date('2026-03-10T12:00:00Z');
const PATH = '/api/habits/import/loop';
const EXPECTED = 'Expected the ZIP that Loop Habit Tracker writes with Settings → Export as CSV';

const importLoop = (
  block: ReturnType<typeof appPerBlock>,
  client: ApiClient,
  zip: Buffer,
  dryRun = false,
) =>
  sendForm(
    block.app,
    client,
    'POST',
    dryRun ? `${PATH}?dryRun=true` : PATH,
    form({ field: 'file', data: zip, type: 'application/zip', name: 'Loop Habits CSV.zip' }),
  );

const habitsOf = (client: ApiClient) =>
  client.get('/api/habits').then((response) => body<Habit[]>(response));

/** What the list shows of each habit right after an import, by name. */
const figuresOf = async (client: ApiClient) =>
  Object.fromEntries(
    (await habitsOf(client)).map((habit) => [
      habit.habitName,
      {
        frequency: habit.frequency,
        targetCount: habit.targetCount,
        createdOn: habit.createdOn,
        streakCount: habit.streakCount,
        bestStreak: habit.bestStreak,
        streakUnit: habit.streakUnit,
        strength: habit.strength,
        tier: habit.tier.name,
        automated: habit.automated,
      },
    ]),
  );

const FIGURES = {
  Meditate: {
    frequency: 'daily',
    targetCount: 1,
    createdOn: '2023-03-11',
    streakCount: 9,
    bestStreak: 87,
    streakUnit: 'days',
    strength: 97,
    tier: 'Locked In',
    automated: false,
  },
  Gym: {
    frequency: 'weekly',
    targetCount: 3,
    createdOn: '2023-03-13',
    streakCount: 39,
    bestStreak: 116,
    streakUnit: 'weeks',
    strength: 100,
    tier: 'Habit Formed',
    automated: true,
  },
  Water: {
    frequency: 'daily',
    targetCount: 8,
    createdOn: '2023-03-11',
    streakCount: 23,
    bestStreak: 30,
    streakUnit: 'days',
    strength: 98,
    tier: 'Habit Formed',
    automated: true,
  },
  Journal: {
    frequency: 'daily',
    targetCount: 1,
    createdOn: '2023-03-11',
    streakCount: 0,
    bestStreak: 6,
    streakUnit: 'days',
    strength: 0,
    tier: null,
    automated: false,
  },
};

const PREVIEW: LoopImportResult = {
  dryRun: true,
  habitCount: 4,
  dayCount: 2994,
  habits: [
    { name: 'Meditate', action: 'create', frequency: 'daily', targetCount: 1, days: 953 },
    { name: 'Gym', action: 'create', frequency: 'weekly', targetCount: 3, days: 467 },
    { name: 'Water', action: 'create', frequency: 'daily', targetCount: 8, days: 1096 },
    { name: 'Journal', action: 'create', frequency: 'daily', targetCount: 1, days: 478 },
  ].map((habit) => ({
    ...habit,
    action: 'create' as const,
    frequency: habit.frequency as 'daily' | 'weekly',
    archivedInLoop: habit.name === 'Journal',
    notes: habit.name === 'Journal' ? ['Archived in Loop: imported as an active habit.'] : [],
  })),
};

describe('habits: import from Loop Habit Tracker', () => {
  const clock = new ManualClock(NOW);
  const block = appPerBlock(undefined, { clock });
  let zip: Buffer;
  let ann: ApiClient;
  let ben: ApiClient;

  const rows = async (table: 'habits' | 'habit_entries', client?: ApiClient) => {
    const user = client
      ? (await body<{ id: string }>(await client.get('/api/auth/user'))).id
      : null;
    const result = await block.db.query(
      `SELECT count(*)::int AS n FROM ${table} WHERE $1::uuid IS NULL OR user_id = $1`,
      [user],
    );
    return result.rows[0].n as number;
  };

  beforeAll(async () => {
    zip = await loopExportZip();
    ann = await signedIn(block.app, 'Ann', 'Europe/Berlin');
    ben = await signedIn(block.app, 'Ben', 'Europe/Berlin');
  });

  it('answers 401 when signed out, and writes nothing', async () => {
    const response = await importLoop(block, new ApiClient(block.app), zip);
    expect(response.status).toBe(401);
    expect(await rows('habits')).toBe(0);
  });

  it('previews on a dry run ("4 habits, 2,994 days") and writes nothing', async () => {
    const preview = await body<LoopImportResult>(await importLoop(block, ann, zip, true));
    expect(preview).toEqual(PREVIEW);
    expect(await rows('habits')).toBe(0);
    expect(await rows('habit_entries')).toBe(0);
  });

  it("imports the habits with their history; streaks and strength are Loop's", async () => {
    const result = await body<LoopImportResult>(await importLoop(block, ann, zip));
    expect(result).toEqual({ ...PREVIEW, dryRun: false });
    expect(await figuresOf(ann)).toEqual(FIGURES);
    expect(await rows('habit_entries', ann)).toBe(2994);

    const habits = await habitsOf(ann);
    const meditate = must(habits.find((habit) => habit.habitName === 'Meditate'));
    expect(meditate.description).toBe('Did you meditate today?\n\nTen minutes after waking up');
    expect(habits.map((habit) => habit.displayOrder)).toEqual([0, 1, 2, 3]);
    const holidays = await body<HabitEntry[]>(
      await ann.get(`/api/habit-entries?habitId=${meditate.id}&from=2025-12-24&to=2025-12-26`),
    );
    expect(holidays.map(({ status, count }) => [status, count])).toEqual([
      ['skipped', 0],
      ['skipped', 0],
      ['skipped', 0],
    ]);
    const notDone = await body<HabitEntry[]>(
      await ann.get(`/api/habit-entries?habitId=${meditate.id}&from=2026-03-01&to=2026-03-01`),
    );
    expect(notDone).toEqual([expect.objectContaining({ completed: false, count: 0 })]);
    const water = must(habits.find((habit) => habit.habitName === 'Water'));
    const lastDays = await body<HabitEntry[]>(
      await ann.get(`/api/habit-entries?habitId=${water.id}&from=2026-03-09&to=2026-03-10`),
    );
    expect(lastDays.map(({ count, completed }) => [count, completed])).toEqual([
      [8, true],
      [9, true],
    ]);
  });

  it('doubles nothing when the same export is imported again', async () => {
    const preview = await body<LoopImportResult>(await importLoop(block, ann, zip, true));
    expect(preview.habits.map((habit) => habit.action)).toEqual([
      'merge',
      'merge',
      'merge',
      'merge',
    ]);
    await body<LoopImportResult>(await importLoop(block, ann, zip));
    expect(await rows('habits', ann)).toBe(4);
    expect(await rows('habit_entries', ann)).toBe(2994);
    expect(await figuresOf(ann)).toEqual(FIGURES);
  });

  it("merges into the user's own habit of the same name, and leaves others' data alone", async () => {
    const before = await figuresOf(ann);
    const own = await body<Habit>(await ben.post('/api/habits', { habitName: 'meditate' }), 201);
    await body<HabitEntry>(
      await ben.post('/api/habit-entries', {
        habitId: own.id,
        entryDate: '2026-03-10',
        completed: true,
      }),
      201,
    );

    const result = await body<LoopImportResult>(await importLoop(block, ben, zip));

    expect(result.habits.map((habit) => habit.action)).toEqual([
      'merge',
      'create',
      'create',
      'create',
    ]);
    const bens = await habitsOf(ben);
    expect(bens.map((habit) => habit.habitName)).toEqual(['meditate', 'Gym', 'Water', 'Journal']);
    const merged = must(bens[0]);
    expect(merged.id).toBe(own.id);
    expect(merged).toMatchObject({ createdOn: '2023-03-11', streakCount: 9, bestStreak: 87 });
    expect(await rows('habit_entries', ben)).toBe(2994);
    expect(await figuresOf(ann)).toEqual(before);
    expect(await rows('habit_entries', ann)).toBe(2994);
  });

  it('is one transaction: a failure while writing the third habit leaves nothing written', async () => {
    const dee = await signedIn(block.app, 'Dee', 'Europe/Berlin');
    // The database refuses Water's last day, after Meditate and Gym were written.
    await block.db.query(`
      CREATE FUNCTION refuse_nine() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.count = 9 THEN RAISE EXCEPTION 'refused by the test'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuse_nine BEFORE INSERT ON habit_entries
        FOR EACH ROW EXECUTE FUNCTION refuse_nine();
    `);
    try {
      const response = await importLoop(block, dee, zip);
      expect(response.status).toBe(500);
    } finally {
      await block.db.query(
        'DROP TRIGGER refuse_nine ON habit_entries; DROP FUNCTION refuse_nine();',
      );
    }
    expect(await rows('habits', dee)).toBe(0);
    expect(await rows('habit_entries', dee)).toBe(0);
  });

  describe('refuses a file that is not a Loop export, with a message, writing nothing', () => {
    let cy: ApiClient;

    beforeAll(async () => {
      cy = await signedIn(block.app, 'Cy', 'Europe/Berlin');
    });

    const refuses = async (
      file: Buffer,
      status: number,
      message: string | RegExp,
      dryRun = false,
    ) => {
      const response = await importLoop(block, cy, file, dryRun);
      const answer = (await response.json()) as { message: string };
      expect({ status: response.status, message: answer.message }).toEqual({
        status,
        message: typeof message === 'string' ? message : expect.stringMatching(message),
      });
      expect(await rows('habits', cy)).toBe(0);
      expect(await rows('habit_entries', cy)).toBe(0);
    };

    it('not a ZIP', async () => {
      await refuses(
        Buffer.from(HABITS_CSV),
        400,
        `The file is not a ZIP archive. ${EXPECTED}: Habits.csv and a folder per habit ("001 Name/Checkmarks.csv").`,
      );
    });

    it('a cut ZIP', async () => {
      await refuses(zip.subarray(0, 2000), 400, /^The ZIP archive could not be read/);
    });

    it('a ZIP without Habits.csv', async () => {
      const other = await zipOf({ 'notes.txt': 'hello', 'Data/Checkmarks.csv': '2026-03-10,2\n' });
      await refuses(other, 400, /^The ZIP has no Habits\.csv\. Expected the ZIP/);
    });

    it('a Habits.csv that is not Loop’s', async () => {
      const other = await zipOf({ 'Habits.csv': 'Title,Done\nRun,yes\n' });
      await refuses(other, 400, /^Habits\.csv does not start with the header of a Loop export/);
    });

    it('a malformed line, even in the last habit: nothing of the others is written', async () => {
      const files = loopExportFiles();
      files['004 Journal/Checkmarks.csv'] = `2024-06-30,2\n2024-06-29;0\n`;
      await refuses(
        await zipOf(files),
        400,
        '004 Journal/Checkmarks.csv line 2: "2024-06-29;0" is not a date, expected "YYYY-MM-DD,value".',
      );
    });

    it('a value Loop never writes', async () => {
      const files = loopExportFiles();
      files['001 Meditate/Checkmarks.csv'] = '2026-03-10,-7\n';
      await refuses(
        await zipOf(files),
        400,
        'Meditate: 2026-03-10 has the value -7, which Loop never writes.',
      );
    });

    it('a number past what Loop writes or a habit here holds, in the preview already', async () => {
      const withTarget = async (target: string) =>
        zipOf({
          ...loopExportFiles(),
          'Habits.csv': HABITS_CSV.replace('glasses,AT_LEAST,8.0', `glasses,AT_LEAST,${target}`),
        });
      const big = await withTarget('3000000000');
      const message =
        'Habit "Water" (Habits.csv line 4): its Target Value 3000000000 is out of range ' +
        '(0 to 2,147,483).';
      await refuses(big, 400, message, true);
      await refuses(big, 400, message);
      await refuses(
        await withTarget('1e308'),
        400,
        'Habit "Water" (Habits.csv line 4): its Target Value 1e308 is out of range (0 to 2,147,483).',
        true,
      );
      // Within what Loop writes, but more than a habit's target here.
      await refuses(
        await withTarget('5000.0'),
        400,
        'Habit "Water": its target of 5000 glasses a day is out of range (1 to 1,000). Lower it ' +
          'in Loop and export again.',
        true,
      );
      const files = loopExportFiles();
      files['003 Water/Checkmarks.csv'] = '2026-03-10,2000000\n2026-03-09,8000\n';
      await refuses(
        await zipOf(files),
        400,
        'Habit "Water": its amount of 2000 glasses on 2026-03-10 is out of range (0 to 1,000).',
        true,
      );
    });

    it('a file that is not UTF-8, naming its line', async () => {
      // Habits.csv saved by a spreadsheet in Latin-1: ü is one byte, 0xFC, on Gym's line.
      const latin1 = Buffer.from(HABITS_CSV.replace('Gym,', 'Gym für alle,'), 'latin1');
      await refuses(
        await zipOf({ ...loopExportFiles(), 'Habits.csv': latin1 }),
        400,
        'Habits.csv line 3 is not valid UTF-8 text. Export it again from Loop, or save it as UTF-8.',
        true,
      );
      const files: Record<string, string | Buffer> = loopExportFiles();
      files['002 Gym/Checkmarks.csv'] = Buffer.concat([
        Buffer.from('Date,Value,Notes\n2026-03-09,2,\n2026-03-06,2,'),
        Buffer.from([0xe9, 0x74, 0xe9]),
        Buffer.from('\n'),
      ]);
      await refuses(
        await zipOf(files),
        400,
        '002 Gym/Checkmarks.csv line 3 is not valid UTF-8 text. Export it again from Loop, or ' +
          'save it as UTF-8.',
      );
    });

    it('a zip bomb: a file that unpacks past the limit', async () => {
      const files = loopExportFiles();
      files['001 Meditate/Checkmarks.csv'] = '2026-03-10,2\n'.repeat(400_000);
      await refuses(await zipOf(files), 413, '001 Meditate/Checkmarks.csv is larger than 4 MB.');
    });

    it('an upload over the size limit', async () => {
      await refuses(Buffer.alloc(11 * 1024 * 1024, 1), 413, 'The file is larger than 10 MB.');
    });

    it('no file, or not multipart', async () => {
      const empty = await sendForm(block.app, cy, 'POST', PATH, form(['note', 'x']));
      expect(empty.status).toBe(400);
      await expectError(await cy.post(PATH, {}), 415, 'The request must be multipart/form-data.');
      await expectError(
        await sendForm(block.app, cy, 'POST', `${PATH}?dryRun=maybe`, form()),
        400,
        'dryRun must be true or false',
      );
    });
  });

  it('takes 20 imports an hour per person, previews included', async () => {
    const [eve, fay] = [
      await signedIn(block.app, 'Eve', 'Europe/Berlin'),
      await signedIn(block.app, 'Fay', 'Europe/Berlin'),
    ];
    const notZip = Buffer.from(HABITS_CSV);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await importLoop(
        block,
        eve,
        attempt === 0 ? zip : notZip,
        attempt % 2 === 0,
      );
      expect(response.status).toBe(attempt === 0 ? 200 : 400);
      await response.arrayBuffer();
    }
    for (const dryRun of [true, false]) {
      const refused = await importLoop(block, eve, zip, dryRun);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      await expectError(
        refused,
        429,
        'You can import from Loop 20 times an hour. Please try again later.',
      );
    }
    expect(await rows('habits', eve)).toBe(0);
    // Another person is not held up by it; an hour later the same person can import again.
    await body<LoopImportResult>(await importLoop(block, fay, zip, true));
    clock.advance(60 * 60_000);
    try {
      await body<LoopImportResult>(await importLoop(block, eve, zip, true));
    } finally {
      clock.set(NOW);
    }
  });
});

/**
 * Asks /api/health/ready every 25 ms until stopped, keeping the longest wait for an answer,
 * counted from when the question was due (in this process a blocked event loop delays the
 * asking itself, which a client elsewhere would see as a slow answer), and the most memory the
 * process held at any answer.
 */
function watchServer(block: ReturnType<typeof appPerBlock>) {
  const EVERY_MS = 25;
  let slowestMs = 0;
  let answers = 0;
  let peakRss = process.memoryUsage().rss;
  let running = true;
  const loop = (async () => {
    while (running) {
      const due = performance.now() + EVERY_MS;
      await sleep(EVERY_MS);
      const response = await block.app.get('/api/health/ready');
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      slowestMs = Math.max(slowestMs, performance.now() - due);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      answers += 1;
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { slowestMs, answers, peakMegabytes: megabytes(peakRss) };
  };
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** A full collection: a flag set at run time lets a fresh context hand out V8's gc(). */
const collectGarbage = (() => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

/** This process's resident memory after a full collection. */
function residentMegabytes(): number {
  collectGarbage();
  collectGarbage();
  return megabytes(process.memoryUsage().rss);
}

describe('habits: a Loop export of a million days', () => {
  const block = appPerBlock(undefined, { clock: new ManualClock(NOW) });
  let huge: Buffer;
  let zoe: ApiClient;

  beforeAll(async () => {
    huge = await largeLoopExport();
    zoe = await signedIn(block.app, 'Zoe', 'Europe/Berlin');
  });

  const TOO_LARGE = 'The export holds more than 250,000 days; one import takes at most 250,000.';

  it('is refused at the limit, while the server keeps answering, its memory staying low', async () => {
    // Every file passes the archive's limits: only the count of days stops it.
    expect(huge.length).toBeLessThan(4 * 1024 * 1024);
    const before = residentMegabytes();
    const stopWatching = watchServer(block);
    for (const dryRun of [true, false]) {
      await expectError(await importLoop(block, zoe, huge, dryRun), 413, TOO_LARGE);
    }
    const together = await Promise.all([
      importLoop(block, zoe, huge, true),
      importLoop(block, zoe, huge),
    ]);
    for (const response of together) await expectError(response, 413, TOO_LARGE);
    const server = await stopWatching();
    const after = residentMegabytes();

    expect(server.answers).toBeGreaterThan(5);
    // Parsing the whole file stalled the health check for 3.5 s alone and far longer beside other
    // work; stopping at the limit keeps it near 100 ms alone. The bound leaves room for a busy
    // machine (two test workers on two cores) without letting the old stall through.
    expect(server.slowestMs).toBeLessThan(2000);
    // Reading all the million lines took some 500 MB more at the peak; stopping at the limit
    // takes about 120 MB for all four.
    expect(server.peakMegabytes - before).toBeLessThan(300);
    // And what it took is given back.
    expect(after - before).toBeLessThan(100);
    expect(await habitsOf(zoe)).toEqual([]);
  });
});
