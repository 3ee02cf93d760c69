import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CalendarFeed, CalendarFeedLinks, Goal, Task } from '@goalcoach/contracts';
import { FEED_GUESSES_PER_ADDRESS } from '../src/calendar/calendar.limits.js';
import { ManualClock } from '../src/platform/clock/clock.js';
import { ApiClient } from './support/api-client.js';
import { body } from './support/expect-response.js';
import { readyGoal } from './support/goals-client.js';
import { must } from './support/must.js';
import { ANSWERS } from './support/plan-responder.js';
import { type CapturedLogs, type TestApp, captureLogs, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';
import { TEST_INVITE, signedIn } from './support/test-users.js';

/** 00:30 on 11 March in Berlin. */
const NOW = new Date('2026-03-10T23:30:00Z');
const TOMORROW = '2026-03-12';
const PUBLIC_URL = 'https://goals.example.com';
const NOT_FOUND = { statusCode: 404, message: 'Not found' };

describe('the private calendar feed', () => {
  let db: TestDatabase;
  let app: TestApp;
  let logs: CapturedLogs;
  const clock = new ManualClock(NOW);
  let zelda: ApiClient;
  let yann: ApiClient;
  let zeldasGoal: Goal;
  let shoes: Task;
  let links: CalendarFeedLinks;

  /** The path of a feed address on the test app (its host is PUBLIC_URL's, never the test's). */
  const pathOf = (url: string) => new URL(url).pathname;
  const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
    app.get(pathOf(url), { headers });
  const feedText = async (url: string) => {
    const response = await fetchFeed(url);
    expect(response.status).toBe(200);
    return response.text();
  };
  const addTask = (client: ApiClient, request: object) =>
    client.post('/api/tasks', request).then((response) => body<Task>(response, 201));

  beforeAll(async () => {
    db = await createTestDatabase();
    logs = captureLogs();
    app = await startTestApp(
      { DATABASE_URL: db.url, INVITE_CODE: TEST_INVITE, PUBLIC_URL, LOG_LEVEL: 'info' },
      { clock, ...logs.options },
    );
    zelda = await signedIn(app, 'Zelda Quux', 'Europe/Berlin');
    yann = await signedIn(app, 'Yann Other', 'America/New_York');
    zeldasGoal = await readyGoal(zelda, { ...ANSWERS, goal: 'Run a half marathon' });
    await readyGoal(yann, { ...ANSWERS, goal: 'Learn Spanish secretly' });
    shoes = await addTask(zelda, {
      goalId: zeldasGoal.id,
      task: 'Buy trail running shoes',
      date: TOMORROW,
    });
    await addTask(yann, { task: 'Yann private errand', date: TOMORROW });
  });

  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('makes the secret address on first use, built from PUBLIC_URL, and shows the same one again', async () => {
    const feed = await body<CalendarFeed>(await zelda.get('/api/calendar/feed'));
    links = feed.links;
    expect(links.httpsUrl).toMatch(/^https:\/\/goals\.example\.com\/calendar\/[\w-]{43}\.ics$/);
    expect(links.webcalUrl).toBe(links.httpsUrl.replace('https:', 'webcal:'));
    expect(feed).toMatchObject({ includeCheckInReminder: false, reminderTime: '20:00' });

    // Shown again on every device (to add a second calendar): one feed, one address.
    const again = await body<CalendarFeed>(await zelda.get('/api/calendar/feed'));
    expect(again.links).toEqual(links);
    const { rows } = await db.query('SELECT user_id FROM calendar_feeds');
    expect(rows).toHaveLength(1);
  });

  it('keeps the token out of every log line, whatever form of the address comes', async () => {
    const token = must(/([\w-]{43})\.ics$/.exec(links.httpsUrl)?.[1]);
    const guess = 'W'.repeat(43);
    const forms: [path: string, status: number][] = [
      [`/calendar/${token}.ics`, 200],
      [`/calendar/${token}.ICS`, 404],
      [`/calendar/${token}`, 404],
      [`/calendar/${token}.ics/`, 404],
      [`/calendar/${token}/`, 404],
      [`/calendar/${token}.ics?x=1`, 200],
      [`/calendar//${token}.ics`, 404],
      [`/%63alendar/${token}.ics`, 200],
      [`/CALENDAR/${token}.ics`, 404],
      [`/calendar/${guess}.ics`, 404],
    ];
    const logged: Record<string, unknown> = {};
    for (const [index, [path, status]] of forms.entries()) {
      const requestId = `feed-log-${index}`;
      const response = await app.get(path, { headers: { 'x-request-id': requestId } });
      await response.arrayBuffer();
      expect({ path, status: response.status }).toEqual({ path, status });
      const line = await logs.waitFor(
        (entry) => entry.reqId === requestId && entry.msg === 'request completed',
      );
      logged[path] = line.url;
    }
    expect(logged).toEqual(Object.fromEntries(forms.map(([path]) => [path, '/calendar/<token>'])));
    const written = JSON.stringify(logs.lines);
    expect(written).not.toContain(token);
    expect(written).not.toContain(guess);
  });

  it("holds tomorrow's task with its goal name, and nothing personal", async () => {
    const response = await fetchFeed(links.httpsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    const text = (await response.text()).replace(/\r\n /g, '');
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const event = must(
      text.split('BEGIN:VEVENT').find((one) => one.includes('SUMMARY:Buy trail running shoes')),
    );
    expect(event).toContain(`UID:task-${shoes.id}@goals.example.com`);
    expect(event).toContain('DTSTART;VALUE=DATE:20260312');
    expect(event).toContain('CATEGORIES:Run a half marathon');
    for (const personal of ['Zelda', 'zeldaquux', '@example.com', 'Quux']) {
      expect(text).not.toContain(personal);
    }
    const userIds = await db.query('SELECT id FROM users');
    for (const { id } of userIds.rows as { id: string }[]) expect(text).not.toContain(id);
  });

  it("never shows another person's tasks or goals", async () => {
    const text = await feedText(links.httpsUrl);
    expect(text).not.toContain('Yann');
    expect(text).not.toContain('Learn Spanish');
  });

  it('holds today onward within its window, and a task of a deleted goal no more', async () => {
    await addTask(zelda, { task: 'Far away errand', date: '2026-07-30' });
    await addTask(zelda, { task: 'Soon errand', date: TOMORROW });
    const doomed = await readyGoal(zelda, { ...ANSWERS, goal: 'Doomed goal' });
    expect(await feedText(links.httpsUrl)).toContain('CATEGORIES:Doomed goal');

    expect((await zelda.send('DELETE', `/api/goals/${doomed.id}`)).status).toBe(200);
    const text = await feedText(links.httpsUrl);
    expect(text).toContain('SUMMARY:Soon errand');
    expect(text).not.toContain('Far away errand');
    expect(text).not.toContain('Doomed goal');
  });

  it('answers 304 to a matching ETag, and a new ETag once a task changes', async () => {
    const first = await fetchFeed(links.httpsUrl);
    const etag = must(first.headers.get('etag') ?? undefined);
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    await first.text();

    const cached = await fetchFeed(links.httpsUrl, { 'if-none-match': etag });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('etag')).toBe(etag);
    expect(await cached.text()).toBe('');

    await body<Task>(await zelda.patch(`/api/tasks/${shoes.id}`, { status: 'completed' }));
    const changed = await fetchFeed(links.httpsUrl, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain('SUMMARY:✓ Buy trail running shoes');
  });

  it('adds the daily check-in at the person reminder time when asked for', async () => {
    const saved = await body<CalendarFeed>(
      await zelda.patch('/api/calendar/feed', { includeCheckInReminder: true }),
    );
    expect(saved).toMatchObject({ includeCheckInReminder: true, links });
    expect(await feedText(links.httpsUrl)).toContain('DTSTART;TZID=Europe/Berlin:20260311T200000');

    await body(
      await zelda.send('PUT', '/api/notifications/settings', {
        enabled: false,
        reminderTime: '07:30',
      }),
    );
    const text = await feedText(links.httpsUrl);
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20260311T073000');
    expect(text).toContain('RRULE:FREQ=DAILY');

    const refused = await zelda.patch('/api/calendar/feed', { includeCheckInReminder: 'yes' });
    expect(refused.status).toBe(400);
  });

  it('ends the old address on reset (404) and serves the new one', async () => {
    const reset = await body<CalendarFeed>(await zelda.post('/api/calendar/feed/reset'));
    const fresh = reset.links;
    expect(fresh.httpsUrl).not.toBe(links.httpsUrl);
    expect(reset.resetAt).not.toBeNull();
    expect(reset.includeCheckInReminder).toBe(true);

    const old = await fetchFeed(links.httpsUrl);
    expect(old.status).toBe(404);
    expect(await old.json()).toEqual(NOT_FOUND);
    expect(await feedText(fresh.httpsUrl)).toContain('Buy trail running shoes');
    links = fresh;
  });

  it('answers a wrong token and any other /calendar path like an unknown path', async () => {
    const unknownApi = await app.get('/api/no-such-route');
    const unknown = await unknownApi.json();
    expect(unknown).toEqual(NOT_FOUND);
    for (const path of [
      `/calendar/${'A'.repeat(43)}.ics`,
      '/calendar/x',
      `/calendar/a/${'A'.repeat(43)}.ics`,
      pathOf(links.httpsUrl).replace('.ics', '.ICS'),
    ]) {
      const response = await app.get(path);
      expect({ path, status: response.status, body: await response.json() }).toEqual({
        path,
        status: 404,
        body: unknown,
      });
    }
  });

  it('needs a session for its settings, and none for the feed itself', async () => {
    const visitor = new ApiClient(app);
    expect((await visitor.get('/api/calendar/feed')).status).toBe(401);
    expect(
      (await visitor.patch('/api/calendar/feed', { includeCheckInReminder: false })).status,
    ).toBe(401);
    expect((await visitor.post('/api/calendar/feed/reset')).status).toBe(401);
    expect((await fetchFeed(links.httpsUrl)).status).toBe(200);
  });

  it('stops wrong guesses from one address (429), yet serves the right token to it', async () => {
    const guess = (index: number) => app.get(`/calendar/${String(index).padStart(43, 'G')}.ics`);
    const statuses: number[] = [];
    // More guesses than the limit: the address has missed a few times before too.
    for (let index = 0; index <= FEED_GUESSES_PER_ADDRESS.limit; index += 1) {
      const response = await guess(index);
      await response.text();
      statuses.push(response.status);
    }
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused).toBeGreaterThan(0);
    expect(statuses.slice(0, firstRefused).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(firstRefused).every((status) => status === 429)).toBe(true);

    // Someone else behind the same address (a NAT, a calendar service) still gets their feed,
    // again and again, and their fetches free no guesses.
    for (let round = 0; round < 3; round += 1) {
      expect(await feedText(links.httpsUrl)).toContain('Buy trail running shoes');
    }
    const refused = await guess(999);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      statusCode: 429,
      message: FEED_GUESSES_PER_ADDRESS.refusal,
    });

    clock.advance(FEED_GUESSES_PER_ADDRESS.windowMs + 1000);
    const later = await guess(1000);
    expect(later.status).toBe(404);
    await later.text();
    expect((await fetchFeed(links.httpsUrl)).status).toBe(200);
  });
});

describe('the calendar feed beside the served front end', () => {
  let db: TestDatabase;
  let app: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    webRoot = await mkdtemp(path.join(tmpdir(), 'calendar-web-'));
    await mkdir(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><p>app');
    app = await startTestApp({
      DATABASE_URL: db.url,
      INVITE_CODE: TEST_INVITE,
      SERVE_WEB: 'true',
      WEB_DIST_ROOT: webRoot,
    });
  });

  afterAll(async () => {
    await app.close();
    await db.drop();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('is not taken by the fallback to the app page, and no other /calendar path is', async () => {
    const ada = await signedIn(app, 'Ada');
    const { links } = await body<CalendarFeed>(await ada.get('/api/calendar/feed'));
    const feed = await app.get(new URL(links.httpsUrl).pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    await feed.text();

    for (const unknown of ['/calendar/x', '/calendar/a/b.ics']) {
      const response = await app.get(unknown);
      expect({ unknown, status: response.status, body: await response.json() }).toEqual({
        unknown,
        status: 404,
        body: NOT_FOUND,
      });
    }
    const page = await app.get('/calendar-help');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<p>app');
  });
});
