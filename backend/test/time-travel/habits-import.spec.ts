import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Habit, HabitEntry, LoopImportResult } from '@goalcoach/contracts';
import { shiftDate, timeTravelMoments } from '@goalcoach/time-travel';
import { zipOf } from '../fixtures/loop/loop-export.js';
import type { ApiClient } from '../support/api-client.js';
import { body } from '../support/expect-response.js';
import { must } from '../support/must.js';
import { Traveller, datesFrom, timeTravelApp } from '../support/time-travel-app.js';
import { form, sendForm } from '../support/vision-client.js';

const HABITS_CSV =
  'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n' +
  '001,Stretch,YES_NO,Did you stretch?,,1,1,#FF8F00,,,,false\n';
/** Loop's values: 2 done, 3 skipped. */
const DONE = 2;
const SKIPPED = 3;

describe('habits imported from Loop at every moment of the time-travel set', () => {
  const { clock, block } = timeTravelApp();

  describe.each(timeTravelMoments())('$name ($local, $zone)', (moment) => {
    const today = moment.today;
    const day = (offset: number) => shiftDate(today, offset);
    let client: ApiClient;

    beforeAll(async () => {
      clock.set(moment.instant);
      client = (await Traveller.signUp(block.app, clock, moment.zone)).client;
    });

    it("keeps the days up to the person's today and leaves tomorrow out", async () => {
      // Newest first, as Loop writes it: tomorrow (in the zone), today, then back a week.
      const values: [string, number][] = [
        [day(1), DONE],
        ...datesFrom(day(-6), today)
          .reverse()
          .map((date): [string, number] => [date, date === day(-3) ? SKIPPED : DONE]),
      ];
      const zip = await zipOf({
        'Habits.csv': HABITS_CSV,
        '001 Stretch/Checkmarks.csv': values.map(([date, value]) => `${date},${value}\n`).join(''),
      });
      const result = await sendForm(
        block.app,
        client,
        'POST',
        '/api/habits/import/loop',
        form({ field: 'file', data: zip, type: 'application/zip', name: 'Loop Habits CSV.zip' }),
      ).then((response) => body<LoopImportResult>(response));
      expect(result.habits).toMatchObject([
        { name: 'Stretch', days: 7, notes: ['Days after today were left out.'] },
      ]);

      const habit = must(
        (await client.get('/api/habits').then((response) => body<Habit[]>(response)))[0],
      );
      expect(habit).toMatchObject({
        createdOn: day(-6),
        streakCount: 6,
        bestStreak: 6,
        doneToday: true,
      });
      const entries = await client
        .get(`/api/habit-entries?habitId=${habit.id}`)
        .then((response) => body<HabitEntry[]>(response));
      expect(entries.map((entry) => entry.entryDate)).toEqual(datesFrom(day(-6), today));
    });
  });
});
