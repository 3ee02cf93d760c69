import { beforeAll, describe, expect, it } from '@jest/globals';
import { REVIEW_TEXT_MAX_LENGTH, type WeeklyReview } from '@goalcoach/contracts';
import { ManualClock } from '../src/platform/clock/clock.js';
import { ApiClient } from './support/api-client.js';
import { appPerBlock } from './support/app-per-block.js';
import { body, expectError } from './support/expect-response.js';
import { setClock, writeWeekly } from './support/reviews-client.js';
import { signedIn } from './support/test-users.js';

/**
 * 22:00 on Saturday 14 March 2026 in Los Angeles (its week began Sunday 8 March), already
 * 06:00 on Sunday 15 March in Berlin (a new week).
 */
const NOW = '2026-03-15T05:00:00Z';
const EMPTY_MESSAGE =
  'Please write at least one of winsThisWeek, whatWorked, whatDidntWork or areasToImprove.';

const weeklyOf = (client: ApiClient) =>
  client.get('/api/reviews').then((response) => body<WeeklyReview[]>(response));

describe('weekly reviews: manual entries dated by the server, always your own', () => {
  const clock = new ManualClock(new Date(NOW));
  const block = appPerBlock(undefined, { clock });
  let lea: ApiClient;
  let ben: ApiClient;
  let benId: string;

  const ownerOf = async (id: string) =>
    (
      await block.db.query(
        'SELECT u.email FROM weekly_reviews w JOIN users u ON u.id = w.user_id WHERE w.id = $1',
        [id],
      )
    ).rows[0]?.email as string | undefined;

  beforeAll(async () => {
    lea = await signedIn(block.app, 'Lea', 'America/Los_Angeles');
    ben = await signedIn(block.app, 'Ben', 'Europe/Berlin');
    benId = (await block.db.query(`SELECT id FROM users WHERE email = 'ben@example.com'`)).rows[0]
      .id as string;
  });

  it('starts with none', async () => {
    expect(await weeklyOf(lea)).toEqual([]);
  });

  it("dates an entry now, in the week of the user's zone, ignoring reviewDate and userId", async () => {
    setClock(clock, NOW);
    const entry = await writeWeekly(lea, {
      winsThisWeek: '  • Ran three times \n',
      whatWorked: 'Mornings',
      whatDidntWork: '   ',
      reviewDate: '2020-01-01T00:00:00.000Z',
      userId: benId,
    });
    expect(entry).toEqual({
      id: expect.any(String),
      reviewDate: '2026-03-15T05:00:00.000Z',
      weekStart: '2026-03-08',
      winsThisWeek: '• Ran three times',
      whatWorked: 'Mornings',
      whatDidntWork: null,
      areasToImprove: null,
    });
    expect(await ownerOf(entry.id)).toBe('lea@example.com');
    expect(await weeklyOf(ben)).toEqual([]);

    // The same instant starts a new week in Berlin.
    const bens = await writeWeekly(ben, { areasToImprove: 'Sleep by 11', userId: 1 });
    expect(bens.weekStart).toBe('2026-03-15');
    expect(await ownerOf(bens.id)).toBe('ben@example.com');
  });

  it('lists newest first, only your own', async () => {
    setClock(clock, '2026-03-18T17:00:00Z');
    const later = await writeWeekly(lea, { areasToImprove: 'Stretch', whatWorked: null });
    expect(later.weekStart).toBe('2026-03-15');
    const list = await weeklyOf(lea);
    expect(list.map((entry) => entry.reviewDate)).toEqual([
      '2026-03-18T17:00:00.000Z',
      '2026-03-15T05:00:00.000Z',
    ]);
    expect(list[0]).toEqual(later);
    expect((await weeklyOf(ben)).map((entry) => entry.areasToImprove)).toEqual(['Sleep by 11']);
  });

  it('refuses an entry with nothing written, or with bad fields, and writes nothing', async () => {
    const before = (await weeklyOf(lea)).length;
    for (const payload of [
      {},
      { winsThisWeek: '  ', whatWorked: '\n', whatDidntWork: null },
      { areasToImprove: '', userId: benId },
    ]) {
      await expectError(await lea.post('/api/reviews', payload), 400, EMPTY_MESSAGE);
    }
    await expectError(
      await lea.post('/api/reviews', { winsThisWeek: 5 }),
      400,
      'winsThisWeek must be text',
    );
    await expectError(
      await lea.post('/api/reviews', { whatWorked: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) }),
      400,
      `whatWorked must be at most ${REVIEW_TEXT_MAX_LENGTH} characters`,
    );
    await expectError(
      await lea.post('/api/reviews', { winsThisWeek: 'Ran', weekStart: '2026-01-04' }),
      400,
      'property weekStart should not exist',
    );
    expect(await weeklyOf(lea)).toHaveLength(before);
  });

  it('refuses visitors', async () => {
    const visitor = new ApiClient(block.app);
    expect((await visitor.get('/api/reviews')).status).toBe(401);
    expect((await visitor.post('/api/reviews', { winsThisWeek: 'Ran' })).status).toBe(401);
  });
});
