import { tz } from '@date-fns/tz';
import { addDays, type ContextOptions, format, set } from 'date-fns';

const REMINDER_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const HOUR_MS = 60 * 60_000;

/** Whether a value is a reminder time the server accepts (HH:MM, 24-hour). */
export function isReminderTime(value: string): boolean {
  return REMINDER_TIME.test(value);
}

/**
 * `at`, or an hour before it when the clock showed the same then: a time the autumn change
 * repeats counts at its first showing, as the push job sends it (the zone's date arithmetic
 * gives the second one east of UTC).
 */
function firstShowing(at: Date, options?: ContextOptions<Date>): Date {
  const shown = (instant: Date) => format(instant, 'yyyy-MM-dd HH:mm', options);
  const hourBefore = new Date(at.getTime() - HOUR_MS);
  return shown(hourBefore) === shown(at) ? hourBefore : new Date(at.getTime());
}

/**
 * The next moment the clock in the user's zone shows `reminderTime`: today, or
 * tomorrow when today's has passed (or is now). Uses the browser's zone when none is known.
 */
export function nextReminderAt(now: Date, reminderTime: string, timeZone?: string): Date {
  const match = REMINDER_TIME.exec(reminderTime);
  if (!match) throw new RangeError(`Not a reminder time: ${reminderTime}`);
  const options = timeZone ? { in: tz(timeZone) } : undefined;
  const time = { hours: Number(match[1]), minutes: Number(match[2]), seconds: 0, milliseconds: 0 };
  const today = firstShowing(set(now, time, options), options);
  if (today.getTime() > now.getTime()) return today;
  // Set on tomorrow itself: today's time moved by a DST change (02:30 on the spring day is
  // 03:30) must not carry over to tomorrow.
  return firstShowing(set(addDays(now, 1, options), time, options), options);
}
