import { beforeAll, describe, expect, it } from '@jest/globals';
import { CHECK_IN_DAYS_BACK_MAX, type CheckIn } from '@goalcoach/contracts';
import { instantAt, shiftDate, timeTravelMoments } from '@goalcoach/time-travel';
import type { ApiClient } from '../support/api-client.js';
import { body, expectError } from '../support/expect-response.js';
import { checkIn, checkInsOf } from '../support/reviews-client.js';
import { Traveller, timeTravelApp } from '../support/time-travel-app.js';

const OUT_OF_RANGE = `A check-in is for today or one of the ${CHECK_IN_DAYS_BACK_MAX} days before.`;
const MINUTE = 60_000;

const latestCheckIn = (client: ApiClient) =>
  client.get('/api/checkins?limit=1').then((response) => body<CheckIn[]>(response));

describe('daily check-ins at every moment of the time-travel set, in the account’s zone', () => {
  const { clock, block } = timeTravelApp();

  describe.each(timeTravelMoments())('$name ($local, $zone)', (moment) => {
    const today = moment.today;
    const day = (offset: number) => shiftDate(today, offset);
    /** The instant today began in the account's zone. */
    const midnight = instantAt(`${today}T00:00`, moment.zone);
    let traveller: Traveller;
    let client: ApiClient;
    let yesterdays: CheckIn;
    let todays: CheckIn;

    beforeAll(async () => {
      clock.set(new Date(midnight.getTime() - MINUTE));
      traveller = await Traveller.signUp(block.app, clock, moment.zone);
      client = traveller.client;
    });

    it('files a check-in a minute before midnight under yesterday, one at the moment under today', async () => {
      await traveller.at(new Date(midnight.getTime() - MINUTE));
      yesterdays = await checkIn(client, {
        completedDailyAction: false,
        wins: 'Yesterday',
        confidenceLevel: 4,
      });
      expect(yesterdays.date).toBe(day(-1));

      await traveller.at(moment.instant);
      todays = await checkIn(client, {
        completedDailyAction: true,
        wins: 'Today',
        confidenceLevel: 9,
      });
      expect(todays).toMatchObject({ date: today, createdAt: moment.instant.toISOString() });
      expect(todays.id).not.toBe(yesterdays.id);
      expect(await checkInsOf(client)).toEqual([todays, yesterdays]);
      expect(await latestCheckIn(client)).toEqual([todays]);
    });

    it("updates today's check-in when checking in again today, leaving yesterday's", async () => {
      clock.set(moment.instant);
      const again = await checkIn(client, {
        completedDailyAction: false,
        lessons: 'Earlier',
        confidenceLevel: 6,
      });
      expect(again).toMatchObject({
        id: todays.id,
        date: today,
        completedDailyAction: false,
        wins: 'Today',
        lessons: 'Earlier',
        confidenceLevel: 6,
      });
      todays = again;
      expect(await checkInsOf(client)).toEqual([todays, yesterdays]);
    });

    it('takes a named day from today back to 7 days before, never tomorrow', async () => {
      clock.set(moment.instant);
      for (const date of [day(1), day(-CHECK_IN_DAYS_BACK_MAX - 1)]) {
        await expectError(
          await client.post('/api/checkin', {
            date,
            completedDailyAction: true,
            confidenceLevel: 5,
          }),
          400,
          OUT_OF_RANGE,
        );
      }
      const oldest = await checkIn(client, {
        date: day(-CHECK_IN_DAYS_BACK_MAX),
        completedDailyAction: true,
        confidenceLevel: 5,
      });
      expect(oldest.date).toBe(day(-CHECK_IN_DAYS_BACK_MAX));
      const named = await checkIn(client, {
        date: today,
        completedDailyAction: true,
        confidenceLevel: 7,
      });
      expect(named).toMatchObject({ id: todays.id, date: today, confidenceLevel: 7 });
      todays = named;
      expect((await checkInsOf(client)).map((one) => one.date)).toEqual([
        today,
        day(-1),
        day(-CHECK_IN_DAYS_BACK_MAX),
      ]);
      expect(await latestCheckIn(client)).toEqual([todays]);
    });

    it('keeps 23:59 on today and starts tomorrow a minute later', async () => {
      await traveller.atLocal(today, '23:59');
      const late = await checkIn(client, { completedDailyAction: true, confidenceLevel: 8 });
      expect(late).toMatchObject({ id: todays.id, date: today });

      clock.advance(MINUTE);
      const tomorrows = await checkIn(client, { completedDailyAction: true, confidenceLevel: 8 });
      expect(tomorrows.date).toBe(day(1));
      expect(await latestCheckIn(client)).toEqual([tomorrows]);
      expect((await checkInsOf(client)).map((one) => one.date).slice(0, 3)).toEqual([
        day(1),
        today,
        day(-1),
      ]);
    });
  });
});
