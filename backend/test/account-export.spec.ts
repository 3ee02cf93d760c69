import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import JSZip from 'jszip';
import { EXPORT_KINDS } from '../src/account/export/export-kinds.js';
import { recordPages } from '../src/account/export/record-pages.js';
import type { ApiClient } from './support/api-client.js';
import { expectError } from './support/expect-response.js';
import { must } from './support/must.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';
import { TEST_INVITE, signedIn } from './support/test-users.js';
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
      `SELECT (SELECT count(*) FROM tasks WHERE goal_id = $1)::int AS tasks,
              (SELECT count(*) FROM milestones WHERE goal_id = $1)::int AS milestones,
              (SELECT count(*) FROM checkpoints WHERE goal_id = $1)::int AS checkpoints`,
      [anns.goal.id],
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
