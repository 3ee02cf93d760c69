import { TZDate } from '@date-fns/tz';
import {
  type CalendarDate,
  addDays,
  todayIn,
  utcOffsetMinutes,
} from '../../../platform/clock/calendar-date.js';

/**
 * How late a reminder may still go out. The job runs every minute; the window lets a run that
 * was missed (a restart, the database away) catch up, while a reminder hours late is dropped.
 */
const REMINDER_WINDOW_MS = 60 * 60_000;
const MINUTE_MS = 60_000;
/** Far enough back to read the offset from before a DST change the time is next to. */
const BEFORE_A_CHANGE_MS = 6 * 60 * MINUTE_MS;

export interface ReminderOccurrence {
  /** The user's local date the reminder belongs to. */
  date: CalendarDate;
  at: Date;
}

/**
 * The instant HH:MM is on `date` in `timeZone`: a time skipped by DST moves forward, a time the
 * fall-back repeats is its first showing.
 */
export function reminderInstant(date: CalendarDate, reminderTime: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = reminderTime.split(':').map(Number) as [number, number];
  const found = new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime();
  // TZDate takes the second showing of a repeated time in zones east of UTC (the offset after
  // the change): the offset from before it gives the first, when that shows the same time.
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  const earlier =
    wall - utcOffsetMinutes(timeZone, new Date(found - BEFORE_A_CHANGE_MS)) * MINUTE_MS;
  const shown = earlier + utcOffsetMinutes(timeZone, new Date(earlier)) * MINUTE_MS;
  return new Date(earlier < found && shown === wall ? earlier : found);
}

/** The latest occurrence of the reminder time at or before `now`: today's, else yesterday's. */
export function lastOccurrence(
  now: Date,
  timeZone: string,
  reminderTime: string,
): ReminderOccurrence {
  const today = todayIn(timeZone, now);
  const todays = reminderInstant(today, reminderTime, timeZone);
  if (todays.getTime() <= now.getTime()) return { date: today, at: todays };
  const yesterday = addDays(today, -1);
  return { date: yesterday, at: reminderInstant(yesterday, reminderTime, timeZone) };
}

/**
 * The local date whose reminder is due at `now`, or null: due when the reminder time passed
 * less than REMINDER_WINDOW_MS ago and that date has had no reminder yet.
 */
export function dueReminderDate(
  now: Date,
  timeZone: string,
  reminderTime: string,
  lastRemindedOn: CalendarDate | null,
): CalendarDate | null {
  const { date, at } = lastOccurrence(now, timeZone, reminderTime);
  if (now.getTime() - at.getTime() >= REMINDER_WINDOW_MS) return null;
  if (lastRemindedOn !== null && lastRemindedOn >= date) return null;
  return date;
}
