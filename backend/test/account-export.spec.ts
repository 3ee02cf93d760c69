import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Habit } from '@goalcoach/contracts';
import { parse } from 'csv-parse/sync';
import JSZip from 'jszip';
import { TABLES_BESIDE_THE_KINDS } from '../src/account/export/export-coverage.js';
import { EXPORT_KINDS } from '../src/account/export/export-kinds.js';
import { pageQueries, recordPages } from '../src/account/export/record-pages.js';
import type { ApiClient } from './support/api-client.js';
import { body, expectError } from './support/expect-response.js';
import { must } from './support/must.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';
import { TEST_INVITE, TEST_PASSWORD, signedIn } from './support/test-users.js';
import { bytesOf } from './support/vision-client.js';
import { type VisionStorage, localStorage } from './support/vision-storage.js';
import { type FilledAccount, fillAccount } from './support/whole-account.js';

type Row = Record<string, string>;

const BOM = [0xef, 0xbb, 0xbf];

async function jsonOf(zip: JSZip, name: string): Promise<Row[]> {
  return JSON.parse(await must(zip.file(name), name).async('string')) as Row[];
}

async function csvOf(zip: JSZip, name: string): Promise<Row[]> {
  const bytes = await must(zip.file(name), name).async('uint8array');
  expect([...bytes.slice(0, 3)]).toEqual(BOM);
  return parse(Buffer.from(bytes.slice(3)).toString('utf8'), { columns: true }) as Row[];
}

/** Each table that refers to a person, with the SQL condition that picks the person's rows ($1). */
async function personTables(db: TestDatabase): Promise<Map<string, string>> {
  const { rows } = await db.query(`
    SELECT c.conrelid::regclass::text AS "table", c.confrelid::regclass::text AS parent,
           a.attname AS "column"
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
     WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`);
  const keys = rows as { table: string; parent: string; column: string }[];
  const owners = new Map<string, string>([['users', 'id = $1']]);
  // A table's own reference to its person comes first (a task's user_id, not its goal's).
  for (const { table, parent, column } of keys) {
    if (parent === 'users' && !owners.has(table)) owners.set(table, `${column} = $1`);
  }
  for (let grew = true; grew;) {
    grew = false;
    for (const { table, parent, column } of keys) {
      const parentOwner = owners.get(parent);
      if (owners.has(table) || !parentOwner) continue;
      owners.set(table, `${column} IN (SELECT id FROM ${parent} WHERE ${parentOwner})`);
      grew = true;
    }
  }
  return owners;
}

interface PlanNode {
  'Node Type': string;
  Plans?: PlanNode[];
}

/** Whether a node of the plan, or one below it, sorts. */
const sorts = (node: PlanNode): boolean =>
  node['Node Type'] === 'Sort' || (node.Plans ?? []).some(sorts);

/** The plan's Limit nodes: the page cut from the kind's own table. */
const limits = (node: PlanNode): PlanNode[] => [
  ...(node['Node Type'] === 'Limit' ? [node] : []),
  ...(node.Plans ?? []).flatMap(limits),
];

/** The kinds with a record a day or a week, which grow without end. */
const GROWING_KINDS = [
  'tasks',
  'habit-entries',
  'habit-reflections',
  'check-ins',
  'weekly-reviews',
];

describe('downloading everything of an account', () => {
  let db: TestDatabase;
  let storage: VisionStorage;
  let app: TestApp;
  let ann: ApiClient;
  let bob: ApiClient;
  let anns: FilledAccount;
  let bobs: FilledAccount;
  let response: Response;
  let zip: JSZip;

  beforeAll(async () => {
    db = await createTestDatabase();
    storage = await localStorage();
    app = await startTestApp({ DATABASE_URL: db.url, INVITE_CODE: TEST_INVITE, ...storage.env });
    ann = await signedIn(app, 'Ann');
    bob = await signedIn(app, 'Bob');
    anns = await fillAccount(app, db, ann, 'Ann');
    bobs = await fillAccount(app, db, bob, 'Bob');
    response = await ann.get('/api/account/export');
    expect(response.status).toBe(200);
    zip = await JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await storage?.close();
  });

  it("covers every table that keeps a person's rows, and holds every such row", async () => {
    const tables = await personTables(db);
    const kindTables = EXPORT_KINDS.map((kind) => must(kind.table.split(' ')[0]));
    expect([...tables.keys()].sort()).toEqual(
      [...kindTables, ...Object.keys(TABLES_BESIDE_THE_KINDS)].sort(),
    );
    for (const [index, kind] of EXPORT_KINDS.entries()) {
      const table = must(kindTables[index]);
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM ${table} WHERE ${must(tables.get(table))}`,
        [anns.userId],
      );
      const file = kind.file;
      expect({ file, rows: (await jsonOf(zip, `${file}.json`)).length }).toEqual({
        file,
        rows: (rows[0] as { n: number }).n,
      });
    }
  });

  it("holds the person's own tasks, those without a goal", async () => {
    const own = (await jsonOf(zip, 'tasks.json')).filter((task) => task.goalId === null);
    expect(own).toEqual([
      expect.objectContaining({
        task: anns.marks.personalTask,
        goalName: null,
        date: '2026-03-05',
      }),
    ]);
  });

  it('neutralises in the CSV files a text a spreadsheet would run as a formula', async () => {
    const [csvTask] = (await csvOf(zip, 'tasks.csv')).filter((task) => task.goalId === '');
    expect(csvTask?.task).toBe(`'${anns.marks.personalTask}`);
  });

  it('answers a ZIP named for the day, as a download', () => {
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="GoalCoach data \d{4}-\d{2}-\d{2}\.zip"/,
    );
  });

  it('holds a README, account.json, a JSON and a CSV per kind, and the files', () => {
    const names = Object.values(zip.files)
      .filter((file) => !file.dir)
      .map((file) => file.name);
    expect(names.sort()).toEqual(
      [
        'README.txt',
        'account.json',
        ...EXPORT_KINDS.flatMap((kind) => [`${kind.file}.json`, `${kind.file}.csv`]),
        'files/vision-board/1.webp',
        'files/voice-note.ogg',
      ].sort(),
    );
  });

  it('says in README.txt what every file holds', async () => {
    const readme = await must(zip.file('README.txt')).async('string');
    for (const kind of EXPORT_KINDS)
      expect(readme).toContain(`${kind.file}.json, ${kind.file}.csv`);
    expect(readme).toContain(
      'files/vision-board/1.webp: the image at place 1 of your vision board',
    );
    expect(readme).toContain('files/voice-note.ogg: the voice note of your vision board');
  });

  it('keeps the profile and reminders in account.json, and no secret', async () => {
    const text = await must(zip.file('account.json')).async('string');
    expect(JSON.parse(text)).toEqual({
      profile: {
        name: 'Ann',
        email: 'ann@example.com',
        timeZone: 'Europe/Berlin',
        isAdmin: true,
        joinedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      dailyReminder: { enabled: true, time: '07:30' },
      calendarFeed: { includeCheckInReminder: false, createdAt: expect.any(String) },
    });
    const { rows } = await db.query('SELECT token FROM calendar_feeds WHERE user_id = $1', [
      anns.userId,
    ]);
    expect(text).not.toContain((rows[0] as { token: string }).token);
  });

  it('holds every record of each kind, the same in JSON and CSV', async () => {
    const [goal] = await jsonOf(zip, 'goals.json');
    expect(goal).toMatchObject({ id: anns.goal.id, answerGoal: anns.marks.goal, deletedAt: null });
    const counts = await db.query(
      `SELECT (SELECT count(*) FROM tasks WHERE user_id = $2)::int AS tasks,
              (SELECT count(*) FROM milestones WHERE goal_id = $1)::int AS milestones,
              (SELECT count(*) FROM checkpoints WHERE goal_id = $1)::int AS checkpoints`,
      [anns.goal.id, anns.userId],
    );
    const { tasks, milestones, checkpoints } = counts.rows[0] as Record<string, number>;
    expect(tasks).toBeGreaterThan(0);
    expect((await jsonOf(zip, 'tasks.json')).length).toBe(tasks);
    expect((await jsonOf(zip, 'milestones.json')).length).toBe(milestones);
    expect((await jsonOf(zip, 'checkpoints.json')).length).toBe(checkpoints);

    for (const kind of EXPORT_KINDS) {
      const json = await jsonOf(zip, `${kind.file}.json`);
      const csv = await csvOf(zip, `${kind.file}.csv`);
      expect(csv.length).toBe(json.length);
      expect(
        Object.keys(csv[0] ?? Object.fromEntries(Object.keys(kind.fields).map((k) => [k, '']))),
      ).toEqual(Object.keys(kind.fields));
    }
    expect(
      (await jsonOf(zip, 'habit-entries.json')).map(({ date, status }) => [date, status]),
    ).toEqual([
      ['2026-03-02', 'done'],
      ['2026-03-03', 'skipped'],
      ['2026-03-04', 'done'],
    ]);
    const [habit] = await csvOf(zip, 'habits.csv');
    expect(habit).toMatchObject({
      habitName: anns.marks.habit,
      isAntiHabit: 'false',
      customDays: '[]',
    });
    expect((await jsonOf(zip, 'check-ins.json'))[0]).toMatchObject({ wins: anns.marks.checkInWin });
    expect((await jsonOf(zip, 'weekly-reviews.json'))[0]).toMatchObject({
      winsThisWeek: anns.marks.weeklyWin,
    });
    expect(await jsonOf(zip, 'vision-statement.json')).toEqual([
      expect.objectContaining({ statement: anns.marks.statement, voiceNoteType: 'audio/ogg' }),
    ]);
    expect(await csvOf(zip, 'vision-images.csv')).toEqual([
      expect.objectContaining({ id: anns.image.id, position: '1', caption: anns.marks.caption }),
    ]);
  });

  it('holds the uploaded files, byte for byte as the app serves them', async () => {
    const served = await bytesOf(await ann.get(anns.image.imagePath));
    const exported = await must(zip.file('files/vision-board/1.webp')).async('nodebuffer');
    expect(exported.equals(served)).toBe(true);
    const voice = await must(zip.file('files/voice-note.ogg')).async('nodebuffer');
    expect(voice.length).toBeGreaterThan(100);
  });

  it("holds nothing of another person's", async () => {
    for (const file of Object.values(zip.files)) {
      const { name } = file;
      const text = await file.async('string');
      for (const mark of [...Object.values(bobs.marks), bobs.goal.id, 'bob@example.com']) {
        expect({ name, holds: text.includes(mark) }).toEqual({ name, holds: false });
      }
    }
  });

  it('reads the records a page at a time, in order, none twice and none left out', async () => {
    const kind = must(EXPORT_KINDS.find((one) => one.file === 'tasks'));
    const pages: string[][] = [];
    const pool = {
      query: (sql: string, params?: unknown[]) => db.query(sql, params).then((r) => r.rows),
    };
    for await (const page of recordPages(pool, kind, anns.userId, 7)) {
      pages.push(page.map((record) => `${String(record.date)} ${String(record.id)}`));
    }
    const all = pages.flat();
    const inDatabase = await db.query(
      "SELECT to_char(date, 'YYYY-MM-DD') || ' ' || id AS key FROM tasks WHERE user_id = $1 ORDER BY date, id",
      [anns.userId],
    );
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.slice(0, -1).every((page) => page.length === 7)).toBe(true);
    expect(all).toEqual(inDatabase.rows.map((row: { key: string }) => row.key));
  });

  it('shows the account as it was when the download began, though it is deleted meanwhile', async () => {
    const cy = await signedIn(app, 'Cy');
    const habit = await body<Habit>(await cy.post('/api/habits', { habitName: 'Walk' }), 201);
    // Enough entries that the archive outgrows what the sockets buffer: the server is still
    // reading them when the account goes.
    const entries = 40_000;
    await db.query(
      `INSERT INTO habit_entries (habit_id, user_id, entry_date, status, count)
       SELECT h.id, h.user_id, DATE '1900-01-01' + n, 'done', 1
         FROM habits h, generate_series(1, $2::int) n WHERE h.id = $1`,
      [habit.id, entries],
    );
    const download = await cy.get('/api/account/export');
    expect(download.status).toBe(200);
    const reader = must(download.body).getReader();
    const chunks: Uint8Array[] = [];
    const first = await reader.read();
    if (first.value) chunks.push(first.value);

    // Not a test that could pass by luck: the export is still reading when the account goes.
    const reading = await db.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()
          AND xact_start IS NOT NULL AND query LIKE '%json_build_object%'`,
    );
    expect((reading.rows[0] as { n: number }).n).toBe(1);
    await body(
      await cy.send('DELETE', '/api/account', { password: TEST_PASSWORD, email: 'cy@example.com' }),
    );
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      chunks.push(next.value);
    }
    const archive = await JSZip.loadAsync(Buffer.concat(chunks));
    expect((await jsonOf(archive, 'habit-entries.json')).length).toBe(entries);
    expect((await csvOf(archive, 'habit-entries.csv')).length).toBe(entries);
    expect((await jsonOf(archive, 'habits.json')).map((row) => row.habitName)).toEqual(['Walk']);
  });

  it('cuts each page of the kinds that grow from an index, never sorting all the rows', async () => {
    for (const file of GROWING_KINDS) {
      const kind = must(EXPORT_KINDS.find((one) => one.file === file));
      const after = kind.order.map((key) => (key.type === 'uuid' ? randomUUID() : '2026-03-01'));
      // Planned as if the tables were large: a sequential scan would win on these few rows.
      const results = (await db.query(
        `BEGIN; SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off;
         EXPLAIN (FORMAT JSON) ${pageQueries(kind, 500).next.replace(/\$(\d+)/g, (_, n: string) =>
           n === '1' ? `'${anns.userId}'` : `'${after[Number(n) - 2]}'`,
         )}; ROLLBACK;`,
      )) as unknown as { rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[] }[];
      const explained = must(results[3]?.rows[0]?.['QUERY PLAN'][0]);
      const [page] = limits(explained.Plan);
      expect({ file, sorts: sorts(must(page)) }).toEqual({ file, sorts: false });
    }
  });

  it('is limited to 5 downloads an hour per person', async () => {
    for (let i = 0; i < 4; i += 1) {
      const again = await bob.get('/api/account/export');
      expect(again.status).toBe(200);
      await again.arrayBuffer();
    }
    const fifth = await bob.get('/api/account/export');
    await fifth.arrayBuffer();
    const sixth = await bob.get('/api/account/export');
    await expectError(
      sixth,
      429,
      'You can download your data 5 times an hour. Please try again later.',
    );
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('needs a session', async () => {
    expect((await app.get('/api/account/export')).status).toBe(401);
  });
});
