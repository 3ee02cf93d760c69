/**
 * A one-event iCalendar file (RFC 5545) for an all-day task, so "add to calendar" works with
 * any calendar app and without a third-party site.
 */
export type AllDayEvent = {
  /** Stable per task: importing the file again updates the same event. */
  uid: string;
  /** YYYY-MM-DD */
  date: string;
  summary: string;
  description?: string;
  /** When the file is made (DTSTAMP). */
  stamp: Date;
};

export const ICS_PRODUCT_ID = "-//GoalCoach//Today's Tasks//EN";

/** iCalendar (RFC 5545): content lines are at most 75 octets, line break excluded. */
const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';

/**
 * The control characters an iCalendar TEXT value may not hold (RFC 5545 allows none but tab):
 * C0, DEL and C1, except tab and the line breaks escaped as `\n`. An older task may hold one.
 */
const FORBIDDEN_CONTROLS = /[^\P{Cc}\t\n\r]/gu;

/**
 * iCalendar (RFC 5545): backslash, semicolon, comma and line breaks are escaped in TEXT values,
 * and the control characters it forbids are dropped.
 */
export function escapeText(value: string): string {
  return value
    .replace(FORBIDDEN_CONTROLS, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets of UTF-8: each continuation line starts with a space, which
 * counts towards its 75. Breaks fall between code points, never inside a character's octets.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

/** 20261122 from 2026-11-22, and the day after it; in UTC so no clock change moves it. */
function basicDate(date: string, addDays = 0): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const value = new Date(Date.UTC(year, month - 1, day + addDays));
  return value.toISOString().slice(0, 10).replace(/-/g, '');
}

/** 20261122T083000Z */
function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** The whole file, CRLF line endings, ready to download as text/calendar. */
export function buildAllDayEvent(event: AllDayEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
    // DTEND of an all-day event is exclusive: the next day.
    `DTEND;VALUE=DATE:${basicDate(event.date, 1)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
