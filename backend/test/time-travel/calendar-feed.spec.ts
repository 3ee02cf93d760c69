import { beforeAll, describe, expect, it } from '@jest/globals';
import { type CalendarFeed, REMINDER_TITLE } from '@goalcoach/contracts';
import { dateIn, instantAt, shiftDate, timeTravelMoments } from '@goalcoach/time-travel';
import { body } from '../support/expect-response.js';
import { signedIn } from '../support/test-users.js';
import { timeTravelApp } from '../support/time-travel-app.js';

const PUBLIC_URL = 'https://goals.example.com';
/** Days before and after the owner's today that the feed holds. */
const PAST_DAYS = 7;
const FUTURE_DAYS = 90;
/** Task days around the moment's today: both ends of the window, and a day past each. */
const TASK_OFFSETS = [-9, -8, -7, -6, -1, 0, 1, 2, 88, 89, 90, 91, 92];

const compact = (date: string) => date.replaceAll('-', '');

/** The feed's events by their SUMMARY, each with its properties (name with parameters → value). */
function eventsOf(text: string): Map<string, Map<string, string>> {
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  const events = new Map<string, Map<string, string>>();
  for (const chunk of unfolded.split('BEGIN:VEVENT\r\n').slice(1)) {
    const lines = (chunk.split('END:VEVENT')[0] ?? '').split('\r\n').filter(Boolean);
    const properties = new Map(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon), line.slice(colon + 1)] as const;
      }),
    );
    events.set(properties.get('SUMMARY') ?? '', properties);
  }
  return events;
}

const { clock, block } = timeTravelApp(() => ({ PUBLIC_URL }));

describe.each(timeTravelMoments())('the calendar feed: $name ($local, $zone)', (moment) => {
  const { zone, today } = moment;
  const reminderTime = moment.local.slice(11);
  const tag = `${moment.local.replace(/\D/g, '')}${zone === 'Europe/Berlin' ? 'b' : 'n'}`;
  const taskName = (date: string) => `Errand on ${date} (${tag})`;
  let feedPath = '';

  /** The feed as fetched at `instant` (a calendar app needs no session). */
  const feedAt = async (instant: Date) => {
    clock.set(instant);
    const response = await block.app.get(feedPath);
    expect(response.status).toBe(200);
    return eventsOf(await response.text());
  };

  beforeAll(async () => {
    clock.set(moment.instant);
    const client = await signedIn(block.app, `Cal${tag}`, zone);
    for (const offset of TASK_OFFSETS) {
      const date = shiftDate(today, offset);
      await body(await client.post('/api/tasks', { task: taskName(date), date }), 201);
    }
    await body(
      await client.send('PUT', '/api/notifications/settings', { enabled: false, reminderTime }),
    );
    // The address is made on first use; then the check-in is asked for.
    await body<CalendarFeed>(await client.get('/api/calendar/feed'));
    const feed = await body<CalendarFeed>(
      await client.patch('/api/calendar/feed', { includeCheckInReminder: true }),
    );
    feedPath = new URL(feed.links.httpsUrl).pathname;
  });

  // The window and the check-in's first day follow the owner's today: at the moment itself, and
  // in the last minute of the day before, the first of the day and the last of it.
  const fetches: [string, () => Date][] = [
    ['at the moment itself', () => moment.instant],
    ['at 23:59 the day before', () => instantAt(`${shiftDate(today, -1)}T23:59`, zone)],
    ['at 00:00 on the day', () => instantAt(`${today}T00:00`, zone)],
    ['at 23:59 on the day', () => instantAt(`${today}T23:59`, zone)],
  ];

  it.each(fetches)(
    "holds the tasks of the owner's window, each all day on its own date, %s",
    async (_when, instant) => {
      const at = instant();
      const ownToday = dateIn(at, zone);
      const events = await feedAt(at);
      const shown = TASK_OFFSETS.map((offset) => shiftDate(today, offset)).filter((date) =>
        events.has(taskName(date)),
      );
      const inWindow = TASK_OFFSETS.map((offset) => shiftDate(today, offset)).filter(
        (date) =>
          date >= shiftDate(ownToday, -PAST_DAYS) && date <= shiftDate(ownToday, FUTURE_DAYS),
      );
      expect(shown).toEqual(inWindow);
      for (const date of shown) {
        const event = events.get(taskName(date));
        expect({
          date,
          start: event?.get('DTSTART;VALUE=DATE'),
          end: event?.get('DTEND;VALUE=DATE'),
        }).toEqual({ date, start: compact(date), end: compact(shiftDate(date, 1)) });
      }
    },
  );

  it.each(fetches)(
    "starts the daily check-in on the owner's today at their reminder time, %s",
    async (_when, instant) => {
      const at = instant();
      const checkIn = (await feedAt(at)).get(REMINDER_TITLE);
      const start = `${dateIn(at, zone)}T${reminderTime}`;
      // 15 minutes later on the wall clock: past midnight, on the next date (of the next year).
      const end = new Date(Date.parse(`${start}:00Z`) + 15 * 60_000).toISOString().slice(0, 16);
      const written = (local: string) => `${compact(local).replace(':', '')}00`;
      expect({
        start: checkIn?.get(`DTSTART;TZID=${zone}`),
        end: checkIn?.get(`DTEND;TZID=${zone}`),
      }).toEqual({ start: written(start), end: written(end) });
      expect(checkIn?.get('RRULE')).toBe('FREQ=DAILY');
    },
  );
});
