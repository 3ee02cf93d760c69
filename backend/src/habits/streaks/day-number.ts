/**
 * Calendar dates as whole day numbers (days since 1970-01-01), for the engine's day-by-day loops.
 *
 * Why not `addDays` from platform/clock: the engine walks every day of a habit's life for every
 * habit on every read (years of days), and integer steps are far cheaper than formatting and
 * parsing strings. No local time is ever involved (only integers and UTC), so DST cannot move a day.
 */
const MS_PER_DAY = 86_400_000;
/** 1970-01-01 was a Thursday (weekday 4 with Sunday = 0). */
const EPOCH_WEEKDAY = 4;

/**
 * `YYYY-MM-DD` → day number, by Howard Hinnant's `days_from_civil` (proleptic Gregorian): plain
 * integer arithmetic, several times faster than `Date.UTC` for the thousands of entries a read has.
 */
export function toDayNumber(date: string): number {
  const year = digits(date, 0, 4);
  const month = digits(date, 5, 7);
  const day = digits(date, 8, 10);
  // Years start in March so that the leap day is the last day of a year.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The decimal number in `text` from `start` to `end`, without allocating substrings. */
function digits(text: string, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index++) value = value * 10 + text.charCodeAt(index) - 48;
  return value;
}

/** Day number → `YYYY-MM-DD`. */
export function fromDayNumber(dayNumber: number): string {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(dayNumber: number): number {
  return (((dayNumber + EPOCH_WEEKDAY) % 7) + 7) % 7;
}

/** The Sunday that starts the (Sunday to Saturday) week holding `dayNumber`. */
export function weekStartOf(dayNumber: number): number {
  return dayNumber - weekdayOf(dayNumber);
}
