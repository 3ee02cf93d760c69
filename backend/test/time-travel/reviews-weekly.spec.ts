import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import {
  type Habit,
  type HabitEntry,
  type MonthlyReview,
  type WeeklyReview,
  reviewLines,
} from '@goalcoach/contracts';
import { instantAt, shiftDate, timeTravelMoments } from '@goalcoach/time-travel';
import type { ApiClient } from '../support/api-client.js';
import { body } from '../support/expect-response.js';
import { checkIn, checkInsOf, writeWeekly } from '../support/reviews-client.js';
import { Traveller, datesFrom, sundayOf, timeTravelApp } from '../support/time-travel-app.js';

const CONFIDENCE = 7;
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
const monthDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

describe('weekly reviews at every moment of the time-travel set, in the account’s zone', () => {
  const { clock, block } = timeTravelApp();

  describe.each(timeTravelMoments())('$name ($local, $zone)', (moment) => {
    const today = moment.today;
    const sunday = sundayOf(today);
    const saturdayBefore = shiftDate(sunday, -1);
    /** The days checked in, oldest first: the Saturday before, then this week up to today. */
    const visited = [saturdayBefore, ...datesFrom(sunday, today)];
    const doneOn = (date: string) => visited.indexOf(date) % 2 === 0;
    // Entries at the last minute of last week and, unless today is Sunday, the first of this.
    const lastWeekEntryAt = instantAt(`${saturdayBefore}T23:59`, moment.zone);
    const sundayEntryAt = today === sunday ? null : instantAt(`${sunday}T00:01`, moment.zone);
    let client: ApiClient;
    let habit: Habit;

    beforeAll(async () => {
      clock.set(lastWeekEntryAt);
      const traveller = await Traveller.signUp(block.app, clock, moment.zone);
      client = traveller.client;
      habit = await client
        .post('/api/habits', { habitName: 'Walk' })
        .then((response) => body<Habit>(response, 201));
      for (const date of visited) {
        if (date === today) await traveller.at(moment.instant);
        else if (date === sunday) await traveller.atLocal(date, '00:01');
        else if (date !== saturdayBefore) await traveller.atLocal(date, '12:00');
        await checkIn(client, { completedDailyAction: doneOn(date), confidenceLevel: CONFIDENCE });
        await client
          .post('/api/habit-entries', { habitId: habit.id, entryDate: date, completed: true })
          .then((response) => body<HabitEntry>(response, 201));
        if (date === saturdayBefore) await writeWeekly(client, { areasToImprove: 'Last week' });
        if (date === sunday && sundayEntryAt) {
          await writeWeekly(client, { areasToImprove: 'Sunday' });
        }
      }
      await writeWeekly(client, { areasToImprove: 'This week' });
    });

    beforeEach(() => {
      clock.set(moment.instant);
    });

    it('dates each weekly entry in the Sunday-to-Saturday week of the zone it was written in', async () => {
      const entries = await client
        .get('/api/reviews')
        .then((response) => body<WeeklyReview[]>(response));
      expect(entries).toMatchObject([
        {
          areasToImprove: 'This week',
          reviewDate: moment.instant.toISOString(),
          weekStart: sunday,
        },
        ...(sundayEntryAt
          ? [
              {
                areasToImprove: 'Sunday',
                reviewDate: sundayEntryAt.toISOString(),
                weekStart: sunday,
              },
            ]
          : []),
        {
          areasToImprove: 'Last week',
          reviewDate: lastWeekEntryAt.toISOString(),
          weekStart: shiftDate(sunday, -7),
        },
      ]);
    });

    it("holds this week's check-ins and habit days on its own dates, from its Sunday", async () => {
      const week = datesFrom(sunday, shiftDate(sunday, 6));
      const checkIns = await checkInsOf(client);
      expect(checkIns.map((one) => one.date)).toEqual([...visited].reverse());
      expect(
        checkIns.filter((one) => week.includes(one.date)).map((one) => one.completedDailyAction),
      ).toEqual(
        datesFrom(sunday, today)
          .reverse()
          .map((date) => doneOn(date)),
      );

      const entries = await client
        .get(`/api/habit-entries?habitId=${habit.id}&from=${sunday}&to=${week[6]}`)
        .then((response) => body<HabitEntry[]>(response));
      expect(entries.map((entry) => entry.entryDate)).toEqual(datesFrom(sunday, today));
      const [walk] = await client.get('/api/habits').then((response) => body<Habit[]>(response));
      expect(walk).toMatchObject({ streakCount: visited.length, doneToday: true });
    });

    it("sums up this month's weeks from Sunday, each counting only its days of the month", async () => {
      const [year, month] = today.split('-').map(Number) as [number, number];
      const review = await client
        .post(`/api/reviews/monthly/${year}/${month}`)
        .then((response) => body<MonthlyReview>(response));

      const inMonth = visited.filter((date) => date.slice(0, 7) === today.slice(0, 7));
      const weeks = [...new Set(inMonth.map(sundayOf))];
      expect(reviewLines(review.weeklyHighlights)).toEqual(
        weeks.map((start) => {
          const days = inMonth.filter((date) => sundayOf(date) === start);
          const done = days.filter(doneOn).length;
          const label = monthDay.format(new Date(`${start}T00:00:00Z`));
          return (
            `Week of ${label}: ${plural(days.length, 'check-in')}, ` +
            `${plural(done, 'progress day')}, avg confidence ${CONFIDENCE}/10`
          );
        }),
      );
      expect(review.daysCheckedIn).toBe(inMonth.length);
      const written: { date: string; area: string }[] = [
        { date: saturdayBefore, area: 'Last week' },
        ...(sundayEntryAt ? [{ date: sunday, area: 'Sunday' }] : []),
        { date: today, area: 'This week' },
      ];
      const writtenInMonth = written.filter(({ date }) => date.slice(0, 7) === today.slice(0, 7));
      expect(reviewLines(review.areasToImprove)).toEqual(writtenInMonth.map(({ area }) => area));
    });
  });
});
