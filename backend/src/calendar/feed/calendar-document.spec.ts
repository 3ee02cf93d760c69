import { describe, expect, it } from '@jest/globals';
import { REMINDER_TITLE } from '@goalcoach/contracts';
import { type FeedContent, type FeedTask, calendarDocument } from './calendar-document.js';

const STAMP = new Date('2026-03-01T09:30:00Z');

const task = (fields: Partial<FeedTask> = {}): FeedTask => ({
  id: '11111111-1111-4111-8111-111111111111',
  task: 'Run 5 km',
  date: '2026-03-12',
  status: 'pending',
  goalName: 'Run a half marathon',
  changedAt: STAMP,
  ...fields,
});

const content = (fields: Partial<FeedContent> = {}): FeedContent => ({
  uidDomain: 'goals.example.com',
  tasks: [task()],
  checkIn: null,
  ...fields,
});

/** The unfolded lines of one VEVENT, by the text of its SUMMARY. */
function eventLines(text: string, summary: string): string[] {
  const unfolded = text.replace(/\r\n /g, '');
  const events = unfolded.split('BEGIN:VEVENT\r\n').slice(1);
  const event = events.find((one) => one.includes(`SUMMARY:${summary}\r\n`));
  if (!event) throw new Error(`no event "${summary}" in\n${text}`);
  return (event.split('END:VEVENT')[0] ?? '').split('\r\n').filter(Boolean);
}

/** The property names of the lines, e.g. `DTSTART`. */
const names = (lines: string[]) => lines.map((line) => line.split(/[:;]/, 1)[0]);

describe('calendarDocument', () => {
  it('makes a task an all-day event on its date, whatever zone the server runs in', () => {
    const lines = eventLines(calendarDocument(content()), 'Run 5 km');
    expect(lines).toContain('DTSTART;VALUE=DATE:20260312');
    expect(lines).toContain('DTEND;VALUE=DATE:20260313');
    expect(lines).toContain('TRANSP:TRANSPARENT');
  });

  it('gives each task a UID of its own id, the same in every fetch', () => {
    const first = calendarDocument(content());
    expect(eventLines(first, 'Run 5 km')).toContain(
      'UID:task-11111111-1111-4111-8111-111111111111@goals.example.com',
    );
    // No generation time inside: equal content, equal text (and so an equal ETag).
    expect(calendarDocument(content())).toBe(first);
    expect(eventLines(first, 'Run 5 km')).toContain('DTSTAMP:20260301T093000Z');
  });

  it('holds the task text, the goal name and nothing else about the person', () => {
    const text = calendarDocument(content());
    const lines = eventLines(text, 'Run 5 km');
    expect(lines).toContain('DESCRIPTION:Goal: Run a half marathon');
    expect(lines).toContain('CATEGORIES:Run a half marathon');
    expect(new Set(names(lines))).toEqual(
      new Set([
        'UID',
        'SEQUENCE',
        'DTSTAMP',
        'DTSTART',
        'DTEND',
        'X-MICROSOFT-CDO-ALLDAYEVENT',
        'X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT',
        'SUMMARY',
        'TRANSP',
        'DESCRIPTION',
        'CATEGORIES',
      ]),
    );
    expect(text).not.toMatch(/ORGANIZER|ATTENDEE|MAILTO|@example\.com/i);
    expect(text).toContain('X-WR-CALNAME:GoalCoach tasks');
  });

  it('escapes what iCalendar gives a meaning: a comma in a goal name stays one category', () => {
    const text = calendarDocument(
      content({ tasks: [task({ task: 'Buy shoes; socks', goalName: 'Run, swim, bike' })] }),
    );
    const lines = eventLines(text, 'Buy shoes\\; socks');
    expect(lines).toContain('CATEGORIES:Run\\, swim\\, bike');
  });

  it('drops control characters from every text, keeping tabs and line breaks as iCalendar writes them', () => {
    const controls = '\u0000\u0007\u0008\u000b\u000c\u001b\u001f\u007f\u0080\u0085\u009b\u009f';
    const text = calendarDocument(
      content({
        tasks: [
          task({
            task: `Ring${controls} the\u0007 bell\u001b[31m`,
            goalName: `Loud\u009b goal\tone\r\nline two${controls}`,
          }),
        ],
      }),
    );
    // Every one of C0 but tab, LF and CR (the writer's line ends), DEL and C1.
    expect(text).not.toMatch(/[^\P{Cc}\t\r\n]/u);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = eventLines(text, 'Ring the bell[31m');
    expect(lines).toContain('DESCRIPTION:Goal: Loud goal\tone\\nline two');
    expect(lines).toContain('CATEGORIES:Loud goal\tone\\nline two');
  });

  it('keeps every other character, and shows no goal whose name is only controls', () => {
    const text = calendarDocument(
      content({ tasks: [task({ task: 'Café 日本 🏃\u00a0x', goalName: '\u0007\u0085' })] }),
    );
    const lines = eventLines(text, 'Café 日本 🏃\u00a0x');
    expect(names(lines)).not.toContain('DESCRIPTION');
    expect(names(lines)).not.toContain('CATEGORIES');
  });

  it('marks a completed task, and leaves out goal fields for a goal-less one', () => {
    const text = calendarDocument(
      content({ tasks: [task({ status: 'completed', goalName: null, task: 'Call mum' })] }),
    );
    const lines = eventLines(text, '✓ Call mum');
    expect(names(lines)).not.toContain('DESCRIPTION');
    expect(names(lines)).not.toContain('CATEGORIES');
    // VEVENT has no completed status; STATUS:COMPLETED belongs to VTODO.
    expect(names(lines)).not.toContain('STATUS');
  });

  it('adds the check-in as a daily event at the reminder time in the person zone', () => {
    const text = calendarDocument(
      content({
        checkIn: {
          uid: 'daily-check-in-abc',
          timeZone: 'America/New_York',
          time: '20:00',
          firstDate: '2026-03-10',
          changedAt: STAMP,
        },
      }),
    );
    const lines = eventLines(text, REMINDER_TITLE);
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:daily-check-in-abc@goals.example.com',
        'DTSTART;TZID=America/New_York:20260310T200000',
        'DTEND;TZID=America/New_York:20260310T201500',
        'RRULE:FREQ=DAILY',
        'TRIGGER:PT0S',
      ]),
    );
  });

  it('ends a late check-in on the next day', () => {
    const text = calendarDocument(
      content({
        tasks: [],
        checkIn: {
          uid: 'late',
          timeZone: 'Europe/Berlin',
          time: '23:50',
          firstDate: '2026-12-31',
          changedAt: STAMP,
        },
      }),
    );
    const lines = eventLines(text, REMINDER_TITLE);
    expect(lines).toContain('DTSTART;TZID=Europe/Berlin:20261231T235000');
    expect(lines).toContain('DTEND;TZID=Europe/Berlin:20270101T000500');
  });

  it('describes the zone its check-in names in a VTIMEZONE, with both DST rules', () => {
    const text = calendarDocument(
      content({
        tasks: [],
        checkIn: {
          uid: 'daily',
          timeZone: 'Europe/Berlin',
          time: '20:00',
          firstDate: '2026-03-10',
          changedAt: STAMP,
        },
      }),
    );
    const lines = text.split('\r\n');
    const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(zone).toEqual(
      expect.arrayContaining([
        'TZID:Europe/Berlin',
        'BEGIN:DAYLIGHT',
        'TZOFFSETTO:+0200',
        'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
        'BEGIN:STANDARD',
        'TZOFFSETTO:+0100',
        'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      ]),
    );
    // Before the events that refer to it, and once.
    expect(text.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(text.indexOf('BEGIN:VEVENT'));
    expect(text.split('BEGIN:VTIMEZONE')).toHaveLength(2);
  });

  it('has no check-in event (and no zone) unless asked for', () => {
    expect(calendarDocument(content())).not.toContain('RRULE');
    expect(calendarDocument(content())).not.toContain('VTIMEZONE');
  });
});
