import { REMINDER_BODY, REMINDER_TITLE, type TaskStatus } from '@goalcoach/contracts';
import ical, {
  ICalAlarmType,
  type ICalDayJsStub,
  ICalEventRepeatingFreq,
  ICalEventTransparency,
} from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { addDays, type CalendarDate } from '../../platform/clock/calendar-date.js';
import { icsText } from './ics-text.js';

/** What the feed may show of a task: its text, day, whether it is done, and its goal's name. */
export interface FeedTask {
  id: string;
  task: string;
  /** YYYY-MM-DD in the owner's time zone. */
  date: CalendarDate;
  status: TaskStatus;
  /** Null for a task of no goal. */
  goalName: string | null;
  /** When the task last changed as far as the feed can tell: DTSTAMP, stable between fetches. */
  changedAt: Date;
}

/** The daily check-in event: every day from `firstDate` at `time` in `timeZone`. */
interface FeedCheckIn {
  /** Unique per feed, and the same in every fetch. */
  uid: string;
  timeZone: string;
  /** HH:MM */
  time: string;
  firstDate: CalendarDate;
  changedAt: Date;
}

export interface FeedContent {
  /** The right-hand side of every UID (the app's host name). */
  uidDomain: string;
  tasks: readonly FeedTask[];
  checkIn: FeedCheckIn | null;
}

const FEED_NAME = 'GoalCoach tasks';
/** Marks a done task: VEVENT has no "completed" status (STATUS:COMPLETED is for VTODO). */
const DONE_MARK = '✓ ';
/** How often calendar apps are asked to refetch (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;
const CHECK_IN_MINUTES = 15;

/**
 * The feed as iCalendar text. Tasks are all-day events on their day (dates, so no time zone
 * moves them), with a UID per task so that a calendar updates an event rather than adding a
 * second one. Nothing about the person goes in: no name, no e-mail, no organizer or attendee.
 * The same content gives the same text (no generation time), which the ETag relies on.
 */
export function calendarDocument(content: FeedContent): string {
  const calendar = ical({
    name: FEED_NAME,
    prodId: { company: 'GoalCoach', product: 'Tasks feed', language: 'EN' },
    ttl: REFRESH_SECONDS,
    // Every TZID an event names comes with its VTIMEZONE (RFC 5545 requires one), so a client
    // that does not know the zone by name still places the check-in right across DST changes.
    timezone: { name: null, generator: vtimezoneOf },
  });
  for (const task of content.tasks) {
    // Stored texts are shown as they are, less the control characters iCalendar forbids.
    const summary = icsText(task.task);
    const goalName = task.goalName === null ? '' : icsText(task.goalName);
    calendar.createEvent({
      id: `task-${task.id}@${content.uidDomain}`,
      allDay: true,
      start: task.date,
      end: addDays(task.date, 1),
      stamp: task.changedAt,
      summary: task.status === 'completed' ? `${DONE_MARK}${summary}` : summary,
      description: goalName === '' ? null : `Goal: ${goalName}`,
      categories: goalName === '' ? [] : [{ name: goalName }],
      // A task does not make the day busy for whoever looks at the person's availability.
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  if (content.checkIn) addCheckIn(calendar, content.checkIn, content.uidDomain);
  return calendar.toString();
}

function addCheckIn(
  calendar: ReturnType<typeof ical>,
  checkIn: FeedCheckIn,
  uidDomain: string,
): void {
  const [end, endDate] = minutesLater(checkIn.time, CHECK_IN_MINUTES);
  calendar.createEvent({
    id: `${checkIn.uid}@${uidDomain}`,
    // The wall-clock time in the person's zone (TZID), so it stays 20:00 across DST changes.
    timezone: checkIn.timeZone,
    start: wallClock(checkIn.firstDate, checkIn.time),
    end: wallClock(addDays(checkIn.firstDate, endDate), end),
    repeating: { freq: ICalEventRepeatingFreq.DAILY },
    stamp: checkIn.changedAt,
    summary: REMINDER_TITLE,
    description: REMINDER_BODY,
    transparency: ICalEventTransparency.TRANSPARENT,
    alarms: [{ type: ICalAlarmType.display, trigger: 0, description: REMINDER_TITLE }],
  });
}

/** HH:MM `minutes` after `time`, and 1 when that is on the next day. */
function minutesLater(time: string, minutes: number): [string, number] {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  const of = total % (24 * 60);
  const text = `${pad(Math.floor(of / 60))}:${pad(of % 60)}`;
  return [text, total >= 24 * 60 ? 1 : 0];
}

/**
 * A date and time of day as written, in whatever zone the event names. ical-generator formats
 * a Date or a string in the server's own zone once a TZID is set; an object of this shape (its
 * day.js interface) is written as it says.
 */
function wallClock(date: CalendarDate, time: string): ICalDayJsStub {
  const digits = { YYYYMMDD: date.replaceAll('-', ''), HHmmss: `${time.replace(':', '')}00` };
  const iso = `${date}T${time}:00`;
  return {
    format: (pattern?: string) =>
      pattern === 'YYYYMMDD' || pattern === 'HHmmss' ? digits[pattern] : iso,
    isValid: () => true,
    toDate: () => new Date(`${iso}Z`),
    toJSON: () => iso,
  };
}

/** The zone's VTIMEZONE block, or null for a zone the library does not know. */
function vtimezoneOf(zone: string): string | null {
  const found = tzlib_get_ical_block(zone);
  return Array.isArray(found) && found[0] ? found[0] : null;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
