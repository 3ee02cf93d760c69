/**
 * Building an Intl.DateTimeFormat costs about a millisecond (far more on a phone), and pages
 * ask for today once per row they draw: one formatter per time zone is kept.
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

/**
 * Today as YYYY-MM-DD (the format of task dates) in the user's time zone, where the server
 * dates the plan; the browser's own zone when none is known. Read from the platform's own
 * calendar (Intl), so the signed-out first page carries no date library.
 */
export function todayCalendarDate(now: Date = new Date(), timeZone?: string): string {
  const parts = calendarFormatter(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
