/** A moment a date-sensitive test runs at, as a person in `zone` lives it. */
export interface TimeTravelMoment {
  /** Says what the moment is about: "31 December 23:59 in Berlin". */
  name: string;
  /** The account's IANA time zone. */
  zone: string;
  /** The wall-clock time in `zone`, `YYYY-MM-DDTHH:mm`. */
  local: string;
  /** The same moment as an instant. */
  instant: Date;
  /** The calendar date in `zone` at `instant`, `YYYY-MM-DD`. */
  today: string;
  /** Part of the fast subset that every `npm test` runs. */
  fast: boolean;
}

/** Every moment of the set. */
export const TIME_TRAVEL_MOMENTS: readonly TimeTravelMoment[];

/**
 * The moments this run covers: all of them when `TIME_TRAVEL=all` (`npm test -- time-travel`),
 * else the fast subset.
 */
export function timeTravelMoments(): readonly TimeTravelMoment[];

/** The instant at which the wall clock in `zone` shows `local` (`YYYY-MM-DDTHH:mm`). */
export function instantAt(local: string, zone: string): Date;

/** The wall-clock time in `zone` at `instant`, `YYYY-MM-DDTHH:mm` (24-hour). */
export function wallClockIn(instant: Date | number, zone: string): string;

/** The calendar date in `zone` at `instant`, `YYYY-MM-DD`. */
export function dateIn(instant: Date, zone: string): string;

/** `date` (`YYYY-MM-DD`) moved by whole calendar days. */
export function shiftDate(date: string, days: number): string;
