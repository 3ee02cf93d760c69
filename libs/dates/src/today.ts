/**
 * A user's zone as the session answer gives it (SessionUser has this shape): its name, and its
 * offset from UTC with the instant up to which that offset holds.
 */
export type UserZone = {
  timeZone: string;
  zoneOffset?: { minutes: number; until: string };
};

/**
 * Building an Intl.DateTimeFormat costs about a millisecond, and the first one in a page sets up
 * the platform's locale data: a tenth of a second on a phone. One formatter per zone is kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function calendarFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The date at `now` by the zone's offset, when the offset is known to hold then. */
function dateByOffset(now: Date, zone: UserZone): string | null {
  const offset = zone.zoneOffset;
  if (!offset || now.getTime() > Date.parse(offset.until)) return null;
  return new Date(now.getTime() + offset.minutes * 60_000).toISOString().slice(0, 10);
}

/**
 * Today as YYYY-MM-DD (the format of task dates) in the user's time zone, where the server
 * dates the plan; the browser's own zone when none is known. From the zone's offset while the
 * server's answer says it holds, else from the platform's own calendar (Intl), so the
 * signed-out first page carries no date library.
 */
export function todayCalendarDate(now: Date = new Date(), zone?: string | UserZone | null): string {
  const userZone = typeof zone === 'object' ? zone : null;
  const byOffset = userZone && dateByOffset(now, userZone);
  if (byOffset) return byOffset;
  const timeZone = typeof zone === 'string' ? zone : userZone?.timeZone;
  const parts = calendarFormatter(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
