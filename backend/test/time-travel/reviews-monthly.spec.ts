import { beforeAll, describe, expect, it } from '@jest/globals';
import { type MonthlyReview, type ReviewYears, reviewLines } from '@goalcoach/contracts';
import { instantAt, shiftDate, timeTravelMoments } from '@goalcoach/time-travel';
import type { ApiClient } from '../support/api-client.js';
import { body, expectError } from '../support/expect-response.js';
import { checkIn, writeWeekly } from '../support/reviews-client.js';
import { Traveller, timeTravelApp } from '../support/time-travel-app.js';

const FUTURE_MONTH =
  'This month has not started yet: a review can be generated from its first day on.';
/** Confidence of the check-ins in the month, and of those just outside it. */
const INSIDE = 9;
const OUTSIDE = 1;

/** The longest run of consecutive dates among `dates` (sorted). */
function longestRun(dates: readonly string[]): number {
  let longest = 0;
  let run = 0;
  dates.forEach((date, index) => {
    run = index > 0 && shiftDate(dates[index - 1] ?? '', 1) === date ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

const generate = (client: ApiClient, month: string) =>
  client.post(`/api/reviews/monthly/${Number(month.slice(0, 4))}/${Number(month.slice(5, 7))}`);

describe('monthly reviews at every moment of the time-travel set, in the account’s zone', () => {
  const { clock, block } = timeTravelApp();

  describe.each(timeTravelMoments())('$name ($local, $zone)', (moment) => {
    const today = moment.today;
    const month = today.slice(0, 7);
    const first = `${month}-01`;
    const nextFirst = `${shiftDate(first, 31).slice(0, 7)}-01`;
    const last = shiftDate(nextFirst, -1);
    // The days checked in, at the time of day each is visited: both edges of the month at the
    // minute nearest the neighbouring month, the day before today, and today at the moment.
    const times = new Map<string, string>([[shiftDate(today, -1), '12:00']]);
    times.set(shiftDate(first, -1), '23:59').set(first, '00:01');
    times.set(last, '23:59').set(nextFirst, '00:01');
    times.set(today, 'moment');
    const visits = [...times].sort(([a], [b]) => a.localeCompare(b));
    const inMonth = (date: string) => date.slice(0, 7) === month;
    let traveller: Traveller;
    let client: ApiClient;

    const visit = async ([date, time]: [string, string]) => {
      if (time === 'moment') await traveller.at(moment.instant);
      else await traveller.atLocal(date, time);
      await checkIn(client, {
        completedDailyAction: true,
        wins: `Win of ${date}`,
        confidenceLevel: inMonth(date) ? INSIDE : OUTSIDE,
      });
      await writeWeekly(client, { areasToImprove: `Area of ${date}` });
    };

    /** What the month's review must hold once the days up to `until` are checked in. */
    const expectedUntil = (until: string) => {
      const dates = visits.map(([date]) => date).filter((date) => inMonth(date) && date <= until);
      return {
        year: Number(month.slice(0, 4)),
        month: Number(month.slice(5, 7)),
        daysCheckedIn: dates.length,
        averageConfidence: INSIDE,
        totalStreakDays: longestRun(dates),
        totalWins: dates.map((date) => `Win of ${date}`),
        areasToImprove: dates.map((date) => `Area of ${date}`),
      };
    };
    const figuresOf = (review: MonthlyReview) => ({
      year: review.year,
      month: review.month,
      daysCheckedIn: review.daysCheckedIn,
      averageConfidence: review.averageConfidence,
      totalStreakDays: review.totalStreakDays,
      totalWins: reviewLines(review.totalWins),
      areasToImprove: reviewLines(review.areasToImprove),
    });

    beforeAll(async () => {
      clock.set(instantAt(`${shiftDate(first, -1)}T23:59`, moment.zone));
      traveller = await Traveller.signUp(block.app, clock, moment.zone);
      client = traveller.client;
    });

    it("generates this month's review at the moment from its days so far, refusing next month", async () => {
      for (const day of visits.filter(([date]) => date <= today)) await visit(day);
      const review = await generate(client, month).then((response) =>
        body<MonthlyReview>(response),
      );
      expect(figuresOf(review)).toEqual(expectedUntil(today));
      await expectError(await generate(client, nextFirst), 400, FUTURE_MONTH);
      // Signed up the evening before the month began: from that day's year to this one.
      const years = await client
        .get('/api/reviews/monthly/years')
        .then((response) => body<ReviewYears>(response));
      const signUpYear = Number(shiftDate(first, -1).slice(0, 4));
      const thisYear = Number(today.slice(0, 4));
      expect(years).toEqual({
        years: thisYear === signUpYear ? [thisYear] : [signUpYear, thisYear],
      });
    });

    it('covers exactly the days of the month once it is over, its last day included', async () => {
      for (const day of visits.filter(([date]) => date > today)) await visit(day);
      const review = await generate(client, month).then((response) =>
        body<MonthlyReview>(response),
      );
      expect(figuresOf(review)).toEqual(expectedUntil(last));
    });
  });
});
