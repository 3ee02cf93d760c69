import { beforeAll, describe, expect, it } from '@jest/globals';
import type {
  Goal,
  Habit,
  HabitEntry,
  HabitReflection,
  HabitStrengthPoint,
} from '@goalcoach/contracts';
import { ManualClock } from '../src/platform/clock/clock.js';
import type { ApiClient } from './support/api-client.js';
import { appPerBlock } from './support/app-per-block.js';
import { body, expectError } from './support/expect-response.js';
import { readyGoal } from './support/goals-client.js';
import { must } from './support/must.js';
import { signedIn } from './support/test-users.js';

/** 00:30 on Wednesday 11 March in Berlin, 19:30 on Tuesday 10 March in New York. */
const NOW = new Date('2026-03-10T23:30:00Z');
const BERLIN_TODAY = '2026-03-11';
const NEW_YORK_TODAY = '2026-03-10';
const DAY = 24 * 60 * 60 * 1000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const habitsOf = (client: ApiClient) =>
  client.get('/api/habits').then((response) => body<Habit[]>(response));
const createHabit = (client: ApiClient, fields: object) =>
  client.post('/api/habits', fields).then((response) => body<Habit>(response, 201));
const setEntry = (client: ApiClient, fields: object) =>
  client.post('/api/habit-entries', fields).then((response) => body<HabitEntry>(response, 201));
const habitOf = async (client: ApiClient, id: string) =>
  must((await habitsOf(client)).find((habit) => habit.id === id));

describe('habits: create, edit, delete, reorder, and only ever your own', () => {
  const clock = new ManualClock(NOW);
  const block = appPerBlock(undefined, { clock });
  let ann: ApiClient;
  let ben: ApiClient;
  let annsGoal: Goal;
  let bensGoal: Goal;
  let bens: Habit;

  const habitRows = async () =>
    (await block.db.query('SELECT count(*)::int AS n FROM habits')).rows[0].n as number;

  beforeAll(async () => {
    ann = await signedIn(block.app, 'Ann', 'Europe/Berlin');
    ben = await signedIn(block.app, 'Ben', 'America/New_York');
    annsGoal = await readyGoal(ann);
    bensGoal = await readyGoal(ben);
    bens = await createHabit(ben, { habitName: "Ben's walk" });
  });

  it('starts with no habits', async () => {
    expect(await habitsOf(ann)).toEqual([]);
  });

  it("creates a habit with the defaults (daily, 1, Health), trimmed, dated in the user's zone", async () => {
    const habit = await createHabit(ann, { habitName: '  Drink water \n' });
    expect(habit).toEqual({
      id: expect.any(String),
      habitName: 'Drink water',
      description: '',
      goalId: null,
      goalName: null,
      goalConnection: '',
      cue: '',
      reward: '',
      category: 'Health',
      categoryIcon: '',
      isAntiHabit: false,
      frequency: 'daily',
      targetCount: 1,
      customDays: [],
      displayOrder: 0,
      createdAt: NOW.toISOString(),
      createdOn: BERLIN_TODAY,
      streakCount: 0,
      bestStreak: 0,
      streakUnit: 'days',
      doneToday: false,
      strength: 0,
      tier: { name: null, next: { name: 'Locked In', at: 7 }, progressPercent: 0 },
      automated: false,
      reflectionDue: false,
    });
    expect(bens.createdOn).toBe(NEW_YORK_TODAY);
  });

  it('keeps every field it is given, goal link included, and adds new habits last', async () => {
    const habit = await createHabit(ann, {
      habitName: 'Read',
      description: 'Ten pages',
      goalId: annsGoal.id,
      goalConnection: 'Learning feeds the goal',
      cue: 'After dinner',
      reward: 'Tea',
      category: 'Skill',
      categoryIcon: 'book',
      isAntiHabit: true,
      frequency: 'custom',
      targetCount: 2,
      customDays: [5, 1, 3],
    });
    expect(habit).toMatchObject({
      habitName: 'Read',
      description: 'Ten pages',
      goalId: annsGoal.id,
      goalName: annsGoal.goalName,
      goalConnection: 'Learning feeds the goal',
      cue: 'After dinner',
      reward: 'Tea',
      category: 'Skill',
      categoryIcon: 'book',
      isAntiHabit: true,
      frequency: 'custom',
      targetCount: 2,
      customDays: [1, 3, 5],
      displayOrder: 1,
    });
    expect((await habitsOf(ann)).map((one) => one.habitName)).toEqual(['Drink water', 'Read']);
  });

  it('refuses a blank name or an invalid field, and creates nothing', async () => {
    const before = await habitRows();
    const refused = async (fields: object, message: string) =>
      expectError(await ann.post('/api/habits', fields), 400, message);
    await refused({ habitName: '   ' }, 'Please enter a habit name.');
    await refused({}, 'Please enter a habit name.');
    await refused(
      { habitName: 'Run', targetCount: 0 },
      'targetCount must be a whole number of at least 1',
    );
    await refused(
      { habitName: 'Run', targetCount: 1.5 },
      'targetCount must be a whole number of at least 1',
    );
    await refused(
      { habitName: 'Run', category: 'Fun' },
      'category must be one of Health, Mindset, Skill, Productivity, Creativity, Relationships, Finance, Spiritual',
    );
    await refused(
      { habitName: 'Run', frequency: 'hourly' },
      'frequency must be one of daily, weekly, custom',
    );
    await refused(
      { habitName: 'Run', frequency: 'custom' },
      'Please choose at least one day of the week for a custom habit.',
    );
    await refused(
      { habitName: 'Run', frequency: 'custom', customDays: [] },
      'Please choose at least one day of the week for a custom habit.',
    );
    await refused(
      { habitName: 'Run', frequency: 'custom', customDays: [7] },
      'customDays must be a list of weekdays 0-6',
    );
    await refused(
      { habitName: 'Run', frequency: 'custom', customDays: [1, 1] },
      'customDays must list each weekday at most once',
    );
    await refused(
      { habitName: 'Gym', frequency: 'weekly', targetCount: 8 },
      'A weekly habit can count at most 7 days a week.',
    );
    expect(await habitRows()).toBe(before);
  });

  it("links only the user's own goals that are not deleted: others answer 404", async () => {
    const before = await habitRows();
    for (const goalId of [bensGoal.id, UNKNOWN]) {
      await expectError(
        await ann.post('/api/habits', { habitName: 'Run', goalId }),
        404,
        'Goal not found',
      );
    }
    clock.advance(60_000);
    const deleted = await readyGoal(ann);
    expect((await ann.send('DELETE', `/api/goals/${deleted.id}`)).status).toBe(200);
    await expectError(
      await ann.post('/api/habits', { habitName: 'Run', goalId: deleted.id }),
      404,
      'Goal not found',
    );
    expect(await habitRows()).toBe(before);
  });

  it('edits only the fields sent, and checks them as creation does', async () => {
    const [water] = await habitsOf(ann);
    const edited = await body<Habit>(
      await ann.patch(`/api/habits/${must(water).id}`, {
        habitName: ' Drink 2 l of water ',
        goalId: annsGoal.id,
        frequency: 'custom',
        customDays: [6, 0],
      }),
    );
    expect(edited).toMatchObject({
      habitName: 'Drink 2 l of water',
      goalId: annsGoal.id,
      frequency: 'custom',
      customDays: [0, 6],
      category: 'Health',
      targetCount: 1,
    });
    const unlinked = await body<Habit>(
      await ann.patch(`/api/habits/${edited.id}`, { goalId: null, frequency: 'daily' }),
    );
    expect(unlinked).toMatchObject({ goalId: null, frequency: 'daily', customDays: [] });
    expect(await habitOf(ann, edited.id)).toEqual(unlinked);

    await expectError(
      await ann.patch(`/api/habits/${edited.id}`, { habitName: '' }),
      400,
      'Please enter a habit name.',
    );
    await expectError(
      await ann.patch(`/api/habits/${edited.id}`, { frequency: 'custom' }),
      400,
      'Please choose at least one day of the week for a custom habit.',
    );
    await expectError(
      await ann.patch(`/api/habits/${edited.id}`, { targetCount: 8, frequency: 'weekly' }),
      400,
      'A weekly habit can count at most 7 days a week.',
    );
    await expectError(
      await ann.patch(`/api/habits/${edited.id}`, { goalId: bensGoal.id }),
      404,
      'Goal not found',
    );
    expect(await habitOf(ann, edited.id)).toEqual(unlinked);
  });

  it("answers 404 for another user's habit, an unknown id and a non-id, and changes nothing", async () => {
    for (const id of [bens.id, UNKNOWN, 'not-a-uuid']) {
      await expectError(
        await ann.patch(`/api/habits/${id}`, { habitName: 'Mine now' }),
        404,
        'Habit not found',
      );
      await expectError(await ann.send('DELETE', `/api/habits/${id}`), 404, 'Habit not found');
    }
    expect(await habitsOf(ben)).toEqual([bens]);
  });

  it("reorders exactly the user's habits, in one go", async () => {
    const third = await createHabit(ann, { habitName: 'Stretch' });
    const [first, second] = await habitsOf(ann);
    const ordered = await body<Habit[]>(
      await ann.post('/api/habits/reorder', {
        habitOrders: [
          { id: third.id, displayOrder: 0 },
          { id: must(first).id, displayOrder: 1 },
          { id: must(second).id, displayOrder: 2 },
        ],
      }),
    );
    const names = ['Stretch', 'Drink 2 l of water', 'Read'];
    expect(ordered.map((habit) => [habit.habitName, habit.displayOrder])).toEqual(
      names.map((name, index) => [name, index]),
    );
    expect((await habitsOf(ann)).map((habit) => habit.habitName)).toEqual(names);
  });

  it('refuses a reorder with a foreign id, a duplicate, a missing habit or a wrong order, changing nothing', async () => {
    const before = await habitsOf(ann);
    const [a, b, c] = before.map((habit) => habit.id) as [string, string, string];
    const refusals = [
      [a, b, bens.id],
      [a, b, UNKNOWN],
      [a, b, b],
      [a, b],
      [a, b, c, bens.id],
    ];
    for (const ids of refusals) {
      await expectError(
        await ann.post('/api/habits/reorder', {
          habitOrders: ids.map((id, displayOrder) => ({ id, displayOrder })),
        }),
        400,
        'habitOrders must list each of your habits once, with displayOrder 0 to n-1.',
      );
    }
    for (const orders of [
      [0, 0, 1],
      [1, 2, 3],
    ]) {
      await expectError(
        await ann.post('/api/habits/reorder', {
          habitOrders: [a, c, b].map((id, index) => ({ id, displayOrder: orders[index] })),
        }),
        400,
        'habitOrders must list each of your habits once, with displayOrder 0 to n-1.',
      );
    }
    await expectError(
      await ann.post('/api/habits/reorder', { habitOrders: [{ id: a, displayOrder: -1 }] }),
      400,
      'habitOrders.0.displayOrder must be a whole number of at least 0',
    );
    expect(await habitsOf(ann)).toEqual(before);
    expect(await habitsOf(ben)).toEqual([bens]);
  });

  it('saves weekly reflections on the week of today, for the owner only', async () => {
    const [habit] = await habitsOf(ann);
    const saved = await body<HabitReflection>(
      await ann.post(`/api/habits/${must(habit).id}/reflections`, {
        reflection: ' Mornings work best. ',
      }),
      201,
    );
    // Wednesday 11 March in Berlin: the week began on Sunday 8 March.
    expect(saved).toEqual({
      id: expect.any(String),
      habitId: must(habit).id,
      reflection: 'Mornings work best.',
      weekOn: '2026-03-08',
      createdAt: clock.now().toISOString(),
    });
    expect(
      await body<HabitReflection[]>(await ann.get(`/api/habits/${must(habit).id}/reflections`)),
    ).toEqual([saved]);
    await expectError(
      await ann.post(`/api/habits/${must(habit).id}/reflections`, { reflection: ' ' }),
      400,
      'Please write your reflection.',
    );
    await expectError(
      await ben.get(`/api/habits/${must(habit).id}/reflections`),
      404,
      'Habit not found',
    );
    await expectError(
      await ben.post(`/api/habits/${must(habit).id}/reflections`, { reflection: 'Hi' }),
      404,
      'Habit not found',
    );
  });

  it('deletes a habit with its entries and reflections', async () => {
    const [habit] = await habitsOf(ann);
    await setEntry(ann, { habitId: must(habit).id, entryDate: BERLIN_TODAY, completed: true });
    expect((await ann.send('DELETE', `/api/habits/${must(habit).id}`)).status).toBe(204);
    expect((await habitsOf(ann)).map((one) => one.id)).not.toContain(must(habit).id);
    await expectError(
      await ann.send('DELETE', `/api/habits/${must(habit).id}`),
      404,
      'Habit not found',
    );
    const rows = await block.db.query(
      `SELECT (SELECT count(*)::int FROM habit_entries WHERE habit_id = $1)
            + (SELECT count(*)::int FROM habit_reflections WHERE habit_id = $1) AS n`,
      [must(habit).id],
    );
    expect(rows.rows[0].n).toBe(0);
  });
});

describe("habit entries: the user's own today, upserts, and streaks from a week of use", () => {
  const clock = new ManualClock(NOW);
  const block = appPerBlock(undefined, { clock });
  let ann: ApiClient;
  let ben: ApiClient;
  let annsWater: Habit;
  let bensWalk: Habit;

  const entryRows = async () =>
    (await block.db.query('SELECT count(*)::int AS n FROM habit_entries')).rows[0].n as number;

  beforeAll(async () => {
    ann = await signedIn(block.app, 'Ann', 'Europe/Berlin');
    ben = await signedIn(block.app, 'Ben', 'America/New_York');
    annsWater = await createHabit(ann, { habitName: 'Drink water' });
    bensWalk = await createHabit(ben, { habitName: 'Walk' });
  });

  it("takes 'today' from each user's own zone", async () => {
    const anns = await setEntry(ann, {
      habitId: annsWater.id,
      entryDate: BERLIN_TODAY,
      completed: true,
    });
    expect(anns).toEqual({
      id: expect.any(String),
      habitId: annsWater.id,
      entryDate: BERLIN_TODAY,
      completed: true,
      status: 'done',
      count: 1,
    });
    const bens = await setEntry(ben, {
      habitId: bensWalk.id,
      entryDate: NEW_YORK_TODAY,
      completed: true,
    });
    // Still 10 March in New York: Berlin's today is Ben's tomorrow.
    await expectError(
      await ben.post('/api/habit-entries', {
        habitId: bensWalk.id,
        entryDate: BERLIN_TODAY,
        completed: true,
      }),
      400,
      "The date must be between the habit's creation and today.",
    );
    expect(await body<HabitEntry[]>(await ann.get('/api/habit-entries/today'))).toEqual([anns]);
    expect(await body<HabitEntry[]>(await ben.get('/api/habit-entries/today'))).toEqual([bens]);
    expect(await habitOf(ann, annsWater.id)).toMatchObject({ streakCount: 1, doneToday: true });
    expect(await habitOf(ben, bensWalk.id)).toMatchObject({ streakCount: 1, doneToday: true });
  });

  it('refuses a future date, a date before the habit was created, and a bad body', async () => {
    const before = await entryRows();
    for (const entryDate of ['2026-03-12', '2026-03-10', '2025-01-01']) {
      await expectError(
        await ann.post('/api/habit-entries', { habitId: annsWater.id, entryDate, completed: true }),
        400,
        "The date must be between the habit's creation and today.",
      );
    }
    await expectError(
      await ann.post('/api/habit-entries', {
        habitId: annsWater.id,
        entryDate: '2026-02-30',
        completed: true,
      }),
      400,
      'entryDate must be a real date written YYYY-MM-DD',
    );
    await expectError(
      await ann.post('/api/habit-entries', {
        habitId: annsWater.id,
        entryDate: BERLIN_TODAY,
        completed: true,
        status: 'maybe',
      }),
      400,
      'status must be one of done, skipped',
    );
    expect(await entryRows()).toBe(before);
  });

  it("answers 404 for another user's habit, and changes nothing", async () => {
    const before = await body<HabitEntry[]>(await ben.get('/api/habit-entries'));
    for (const habitId of [bensWalk.id, UNKNOWN]) {
      await expectError(
        await ann.post('/api/habit-entries', {
          habitId,
          entryDate: NEW_YORK_TODAY,
          completed: false,
        }),
        404,
        'Habit not found',
      );
      await expectError(
        await ann.get(`/api/habit-entries?habitId=${habitId}`),
        404,
        'Habit not found',
      );
    }
    expect(await body<HabitEntry[]>(await ben.get('/api/habit-entries'))).toEqual(before);
    expect(await body<HabitEntry[]>(await ann.get('/api/habit-entries'))).not.toContainEqual(
      expect.objectContaining({ habitId: bensWalk.id }),
    );
  });

  it('sets one entry per habit and day: ticking, unticking and skipping update it', async () => {
    const first = await setEntry(ann, {
      habitId: annsWater.id,
      entryDate: BERLIN_TODAY,
      completed: true,
      count: 3,
    });
    expect(first).toMatchObject({ completed: true, status: 'done', count: 3 });
    const unticked = await setEntry(ann, {
      habitId: annsWater.id,
      entryDate: BERLIN_TODAY,
      completed: false,
    });
    expect(unticked).toEqual({ ...first, completed: false, count: 0 });
    expect(await habitOf(ann, annsWater.id)).toMatchObject({ streakCount: 0, doneToday: false });
    const skipped = await setEntry(ann, {
      habitId: annsWater.id,
      entryDate: BERLIN_TODAY,
      completed: true,
      status: 'skipped',
    });
    expect(skipped).toEqual({ ...first, completed: false, status: 'skipped', count: 0 });
    const rows = await block.db.query(
      'SELECT count(*)::int AS n FROM habit_entries WHERE habit_id = $1',
      [annsWater.id],
    );
    expect(rows.rows[0].n).toBe(1);
  });

  it('refuses a day sent as not completed with a count that completes it, and keeps a partly done one', async () => {
    const stretch = await createHabit(ann, { habitName: 'Stretch' });
    const water = await createHabit(ann, { habitName: 'Glasses of water', targetCount: 8 });
    const swim = await createHabit(ann, { habitName: 'Swim', frequency: 'weekly', targetCount: 3 });
    const day = (habit: Habit, completed: boolean, count: number) => ({
      habitId: habit.id,
      entryDate: BERLIN_TODAY,
      completed,
      count,
    });
    const before = await entryRows();
    // A weekly habit's day needs one: its target counts days of the week.
    for (const [habit, count, target] of [
      [stretch, 8, 1],
      [stretch, 1, 1],
      [water, 8, 8],
      [water, 9, 8],
      [swim, 1, 1],
    ] as const) {
      await expectError(
        await ann.post('/api/habit-entries', day(habit, false, count)),
        400,
        `A day that is not completed has a count below the habit's daily target (${target}).`,
      );
    }
    expect(await entryRows()).toBe(before);
    expect(await habitOf(ann, stretch.id)).toMatchObject({ doneToday: false, streakCount: 0 });

    // What the app sends: a partly done day (below the target, not completed), then a done one.
    expect(await setEntry(ann, day(water, false, 7))).toMatchObject({ status: 'done', count: 7 });
    expect(await habitOf(ann, water.id)).toMatchObject({ doneToday: false });
    expect(await setEntry(ann, day(water, true, 8))).toMatchObject({ completed: true, count: 8 });
    expect(await habitOf(ann, water.id)).toMatchObject({ doneToday: true });
    expect(await setEntry(ann, day(stretch, false, 0))).toMatchObject({ count: 0 });
    // A skipped day has no count, whatever the other fields say.
    expect(await setEntry(ann, { ...day(stretch, false, 8), status: 'skipped' })).toMatchObject({
      status: 'skipped',
      count: 0,
    });
  });

  it('takes 20 writes of one habit day at once (two phones, a double tap): all kept, one row, the version bumped once each', async () => {
    const habit = await createHabit(ann, { habitName: 'Double tap' });
    const versionOf = async () =>
      (await block.db.query('SELECT entries_version FROM habits WHERE id = $1', [habit.id])).rows[0]
        .entries_version as number;
    const before = await versionOf();
    const counts = Array.from({ length: 20 }, (_, index) => index + 1);
    const answers = await Promise.all(
      counts.map((count) =>
        ann.post('/api/habit-entries', {
          habitId: habit.id,
          entryDate: BERLIN_TODAY,
          completed: true,
          count,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(counts.map(() => 201));
    // Each answer is the entry as its own write left it.
    const written = await Promise.all(answers.map((answer) => body<HabitEntry>(answer, 201)));
    expect(written.map((entry) => entry.count)).toEqual(counts);
    const rows = await block.db.query(
      'SELECT count FROM habit_entries WHERE habit_id = $1 AND entry_date = $2',
      [habit.id, BERLIN_TODAY],
    );
    expect(rows.rows).toHaveLength(1);
    expect(counts).toContain(rows.rows[0].count);
    expect(await versionOf()).toBe(before + counts.length);
  });

  it('gives the streaks a careful person computes by hand after a week of use', async () => {
    const run = await createHabit(ann, { habitName: 'Run' });
    const gym = await createHabit(ann, { habitName: 'Gym', frequency: 'weekly', targetCount: 2 });
    const tick = (habitId: string, entryDate: string, status: 'done' | 'skipped' = 'done') =>
      setEntry(ann, { habitId, entryDate, completed: status === 'done', status });

    // A week of use, ticked day by day as the days come (Berlin dates):
    // Run, daily: done Wed 11 to Tue 17, but sick on Sat 14 (skipped): 6 done days in a row.
    // Gym, twice a week: Thu 12 and Fri 13 fill the week of 8-14 March; Mon 16 is one of two.
    for (const day of [11, 12, 13, 14, 15, 16, 17]) {
      const date = `2026-03-${day}`;
      await tick(run.id, date, day === 14 ? 'skipped' : 'done');
      if ([12, 13, 16].includes(day)) await tick(gym.id, date);
      clock.advance(DAY);
    }
    // Now Wednesday 18 March in Berlin.
    // Today (18) is not done yet, and that does not break the streak before the day ends.
    const before = await habitOf(ann, run.id);
    expect(before).toMatchObject({
      streakCount: 6,
      bestStreak: 6,
      streakUnit: 'days',
      doneToday: false,
      tier: { name: null, next: { name: 'Locked In', at: 7 }, progressPercent: 85 },
      automated: false,
    });
    expect(before.strength).toBeGreaterThan(0);

    await tick(run.id, '2026-03-18');
    const after = await habitOf(ann, run.id);
    expect(after).toMatchObject({
      streakCount: 7,
      bestStreak: 7,
      doneToday: true,
      tier: { name: 'Locked In', next: { name: 'Habit Formed', at: 21 }, progressPercent: 33 },
    });
    expect(after.strength).toBeGreaterThan(before.strength);
    expect(after.strength).toBeLessThanOrEqual(100);

    // The week of 15-21 March is not over (one done day of two): one week so far, not broken.
    expect(await habitOf(ann, gym.id)).toMatchObject({ streakCount: 1, streakUnit: 'weeks' });
    await tick(gym.id, '2026-03-18');
    expect(await habitOf(ann, gym.id)).toMatchObject({ streakCount: 2, bestStreak: 2 });

    const week = await body<HabitEntry[]>(
      await ann.get(`/api/habit-entries?habitId=${run.id}&from=2026-03-13&to=2026-03-15`),
    );
    expect(week.map((entry) => [entry.entryDate, entry.status, entry.completed])).toEqual([
      ['2026-03-13', 'done', true],
      ['2026-03-14', 'skipped', false],
      ['2026-03-15', 'done', true],
    ]);
    const todays = await body<HabitEntry[]>(await ann.get('/api/habit-entries/today'));
    expect(todays.map((entry) => entry.habitId).sort()).toEqual([run.id, gym.id].sort());
    const fromOnly = await body<HabitEntry[]>(await ann.get('/api/habit-entries?from=2026-03-17'));
    expect(fromOnly.every((entry) => entry.entryDate >= '2026-03-17')).toBe(true);
    expect(fromOnly).toHaveLength(3);
  });
  it('says when the weekly reflection is due, and draws the strength curve to today', async () => {
    // Created on Wednesday 11 March; now Wednesday 18 March in Berlin: 7 days old.
    const habits = await habitsOf(ann);
    const run = must(habits.find((habit) => habit.habitName === 'Run'));
    const water = must(habits.find((habit) => habit.habitName === 'Drink water'));
    expect([run.reflectionDue, water.reflectionDue]).toEqual([true, true]);
    await body(
      await ann.post(`/api/habits/${run.id}/reflections`, { reflection: 'Easy now.' }),
      201,
    );
    expect((await habitOf(ann, run.id)).reflectionDue).toBe(false);
    expect((await habitOf(ann, water.id)).reflectionDue).toBe(true);
    clock.advance(DAY);
    expect((await habitOf(ann, water.id)).reflectionDue).toBe(false);
    clock.advance(-DAY);

    const curve = await body<HabitStrengthPoint[]>(await ann.get(`/api/habits/${run.id}/strength`));
    expect(curve.map((point) => point.date)).toEqual(
      [11, 12, 13, 14, 15, 16, 17, 18].map((day) => `2026-03-${day}`),
    );
    // Sick on the 14th: the skipped day leaves the strength where it was.
    expect(must(curve[3]).strength).toBe(must(curve[2]).strength);
    expect(must(curve.at(-1)).strength).toBe(run.strength);
    // Ben's session has expired in the week that passed: a new user asks.
    const cy = await signedIn(block.app, 'Cy', 'Asia/Tokyo');
    await expectError(await cy.get(`/api/habits/${run.id}/strength`), 404, 'Habit not found');
  });

  it('reads every list through an index', async () => {
    const user = UNKNOWN;
    const plans: [string, string][] = [
      [
        `SELECT * FROM habits WHERE user_id = '${user}' ORDER BY display_order`,
        'habits_user_id_display_order_idx',
      ],
      [
        `SELECT * FROM habit_entries WHERE user_id = '${user}' ORDER BY entry_date`,
        'habit_entries_user_id_entry_date_id_idx',
      ],
      [
        `SELECT * FROM habit_entries WHERE user_id = '${user}' AND entry_date = '2026-03-11'`,
        'habit_entries_user_id_entry_date_id_idx',
      ],
      [
        `SELECT * FROM habit_entries WHERE habit_id = '${user}' ORDER BY entry_date`,
        'habit_entries_habit_id_entry_date_key',
      ],
      [
        `SELECT habit_id FROM habit_reflections WHERE user_id = '${user}' AND week_on = '2026-03-08'`,
        'habit_reflections_user_id_week_on_id_idx',
      ],
    ];
    for (const [sql, index] of plans) {
      // The tables are tiny here, so a scan would win: forbid it to see which index serves.
      const results = (await block.db.query(
        `BEGIN; SET LOCAL enable_seqscan = off; EXPLAIN ${sql}; COMMIT;`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] }[];
      const plan = must(results[2])
        .rows.map((row) => row['QUERY PLAN'])
        .join('\n');
      expect(plan).toContain(index);
    }
  });
});
