import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Habit, HabitEntry, HabitReflection, HabitStrengthPoint } from '@goalcoach/contracts';
import { shiftDate, timeTravelMoments } from '@goalcoach/time-travel';
import type { ApiClient } from '../support/api-client.js';
import { body, expectError } from '../support/expect-response.js';
import { must } from '../support/must.js';
import { Traveller, datesFrom, sundayOf, timeTravelApp } from '../support/time-travel-app.js';

const OUTSIDE_HABIT = "The date must be between the habit's creation and today.";

const habitsOf = (client: ApiClient) =>
  client.get('/api/habits').then((response) => body<Habit[]>(response));
const habitNamed = async (client: ApiClient, name: string) =>
  must(
    (await habitsOf(client)).find((habit) => habit.habitName === name),
    name,
  );
const createHabit = (client: ApiClient, fields: object) =>
  client.post('/api/habits', fields).then((response) => body<Habit>(response, 201));
const tick = (client: ApiClient, habit: Habit, entryDate: string) =>
  client
    .post('/api/habit-entries', { habitId: habit.id, entryDate, completed: true })
    .then((response) => body<HabitEntry>(response, 201));
const skip = (client: ApiClient, habit: Habit, entryDate: string) =>
  client
    .post('/api/habit-entries', {
      habitId: habit.id,
      entryDate,
      completed: false,
      status: 'skipped',
    })
    .then((response) => body<HabitEntry>(response, 201));

describe('habits at every moment of the time-travel set, in the account’s zone', () => {
  const { clock, block } = timeTravelApp();

  describe.each(timeTravelMoments())('$name ($local, $zone)', (moment) => {
    const today = moment.today;
    const day = (offset: number) => shiftDate(today, offset);
    /** The Sunday this week began on. */
    const sunday = sundayOf(today);
    /** 0 = Sunday ... 6 = Saturday, of the day `offset` days from today. */
    const weekdayOf = (offset: number) => new Date(`${day(offset)}T00:00:00Z`).getUTCDay();
    let traveller: Traveller;
    let client: ApiClient;
    const habits: Record<string, Habit> = {};

    beforeAll(async () => {
      // Each habit is created on its own day, in date order, so its history can start there.
      const creations: [string, string, object][] = [
        [shiftDate(sunday, -7), 'Gym', { frequency: 'weekly', targetCount: 2 }],
        [day(-7), 'Journal', {}],
        [day(-6), 'Run', {}],
        [day(-6), 'Read', {}],
        [day(-6), 'Swim', { frequency: 'custom', customDays: [-5, -3, -1].map(weekdayOf) }],
      ];
      creations.sort(([a], [b]) => a.localeCompare(b));
      clock.set(moment.instant);
      traveller = await Traveller.signUp(block.app, clock, moment.zone);
      client = traveller.client;
      for (const [date, habitName, fields] of creations) {
        await traveller.atLocal(date, '12:00');
        habits[habitName] = await createHabit(client, { habitName, ...fields });
      }
      await traveller.at(moment.instant);
      const run = must(habits.Run);
      for (const offset of [-6, -5, -3, -2, -1]) await tick(client, run, day(offset));
      await skip(client, run, day(-4));
      const read = must(habits.Read);
      for (const offset of [-6, -5, -4, -3, -1]) await tick(client, read, day(offset));
      const swim = must(habits.Swim);
      for (const offset of [-5, -3, -1]) await tick(client, swim, day(offset));
      const gym = must(habits.Gym);
      await tick(client, gym, shiftDate(sunday, -7));
      await tick(client, gym, shiftDate(sunday, -1));
    });

    beforeEach(() => {
      clock.set(moment.instant);
    });

    it('dates each habit on the day it was created in the zone', () => {
      expect(must(habits.Run).createdOn).toBe(day(-6));
      expect(must(habits.Journal).createdOn).toBe(day(-7));
      expect(must(habits.Gym).createdOn).toBe(shiftDate(sunday, -7));
    });

    it('counts the daily streak across the boundary, a skipped day bridging, today still open', async () => {
      expect(await habitNamed(client, 'Run')).toMatchObject({
        streakCount: 5,
        bestStreak: 5,
        streakUnit: 'days',
        doneToday: false,
      });
      expect(await habitNamed(client, 'Read')).toMatchObject({
        streakCount: 1,
        bestStreak: 4,
        doneToday: false,
      });

      await tick(client, must(habits.Run), today);
      await tick(client, must(habits.Read), today);
      expect(await habitNamed(client, 'Run')).toMatchObject({
        streakCount: 6,
        bestStreak: 6,
        doneToday: true,
      });
      expect(await habitNamed(client, 'Read')).toMatchObject({
        streakCount: 2,
        bestStreak: 4,
        doneToday: true,
      });
    });

    it("takes today, refuses tomorrow and the days before a habit's creation", async () => {
      const made = await createHabit(client, { habitName: 'Stretch' });
      expect(made.createdOn).toBe(today);
      expect(made.createdAt).toBe(moment.instant.toISOString());
      for (const entryDate of [day(1), day(-1)]) {
        await expectError(
          await client.post('/api/habit-entries', { habitId: made.id, entryDate, completed: true }),
          400,
          OUTSIDE_HABIT,
        );
      }
      expect((await tick(client, made, today)).entryDate).toBe(today);
      expect(await habitNamed(client, 'Stretch')).toMatchObject({
        streakCount: 1,
        bestStreak: 1,
        doneToday: true,
      });
    });

    it('counts a custom habit on its weekdays only, the others neither extending nor breaking', async () => {
      expect(await habitNamed(client, 'Swim')).toMatchObject({
        streakCount: 3,
        bestStreak: 3,
        doneToday: false,
      });
    });

    it('counts a weekly habit by Sunday-to-Saturday weeks across the boundary', async () => {
      const gym = must(habits.Gym);
      // Last week has its two days (its Sunday and its Saturday); this week has none yet.
      expect(await habitNamed(client, 'Gym')).toMatchObject({
        streakCount: 1,
        bestStreak: 1,
        streakUnit: 'weeks',
        doneToday: false,
      });
      await tick(client, gym, today);
      // On a Sunday, today is this week's only day so far: one of two, still open.
      if (today !== sunday) await tick(client, gym, sunday);
      const weeks = today === sunday ? 1 : 2;
      expect(await habitNamed(client, 'Gym')).toMatchObject({
        streakCount: weeks,
        bestStreak: weeks,
        doneToday: true,
      });
    });

    it("lists the last 7 days' entries, today's, and a strength point per day of life", async () => {
      const run = must(habits.Run);
      const week = await client
        .get(`/api/habit-entries?habitId=${run.id}&from=${day(-6)}&to=${today}`)
        .then((response) => body<HabitEntry[]>(response));
      expect(week.map((entry) => [entry.entryDate, entry.status])).toEqual(
        datesFrom(day(-6), today).map((date) => [date, date === day(-4) ? 'skipped' : 'done']),
      );

      const todays = await client
        .get('/api/habit-entries/today')
        .then((response) => body<HabitEntry[]>(response));
      expect(new Set(todays.map((entry) => entry.entryDate))).toEqual(new Set([today]));
      expect(todays.map((entry) => entry.habitId)).toEqual(expect.arrayContaining([run.id]));

      const points = await client
        .get(`/api/habits/${run.id}/strength`)
        .then((response) => body<HabitStrengthPoint[]>(response));
      expect(points.map((point) => point.date)).toEqual(datesFrom(day(-6), today));
    });

    it('asks for the weekly reflection on the 7th day of a habit, once a week', async () => {
      expect(await habitNamed(client, 'Journal')).toMatchObject({ reflectionDue: true });
      expect(await habitNamed(client, 'Run')).toMatchObject({ reflectionDue: false });
      const journal = must(habits.Journal);
      const reflection = await client
        .post(`/api/habits/${journal.id}/reflections`, { reflection: 'Steadier' })
        .then((response) => body<HabitReflection>(response, 201));
      expect(reflection.weekOn).toBe(sunday);
      expect(await habitNamed(client, 'Journal')).toMatchObject({ reflectionDue: false });
    });

    it('turns the day at midnight in the zone: 23:59 is still today, a minute later tomorrow', async () => {
      const made = await createHabit(client, { habitName: 'Floss' });
      await traveller.atLocal(today, '23:59');
      await tick(client, made, today);
      await expectError(
        await client.post('/api/habit-entries', {
          habitId: made.id,
          entryDate: day(1),
          completed: true,
        }),
        400,
        OUTSIDE_HABIT,
      );
      expect(await habitNamed(client, 'Floss')).toMatchObject({ streakCount: 1, doneToday: true });

      clock.advance(60_000);
      expect(await habitNamed(client, 'Floss')).toMatchObject({ streakCount: 1, doneToday: false });
      await tick(client, made, day(1));
      expect(await habitNamed(client, 'Floss')).toMatchObject({ streakCount: 2, doneToday: true });
    });
  });
});
