import { buildAllDayEvent, escapeText, foldLine, ICS_PRODUCT_ID } from './ics-event';
import { taskCalendarFile } from './task-calendar-file';

const octets = (text: string) => new TextEncoder().encode(text).length;

/** The logical lines of a file: continuation lines joined back (iCalendar unfolding, RFC 5545). */
const unfold = (file: string) => file.replace(/\r\n /g, '').split('\r\n');

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf\rg')).toBe('a\\\\b\\; c\\, d\\ne\\nf\\ng');
  });

  it('drops the control characters iCalendar forbids, and keeps tab and every other character', () => {
    expect(escapeText('Bell\u0007 esc\u001b[31m del\u007f c1\u0085\tend 👩‍💻')).toBe(
      'Bell esc[31m del c1\tend 👩‍💻',
    );
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines at 75 octets, continuation lines starting with a space', () => {
    const line = `SUMMARY:${'a'.repeat(200)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('counts octets, not characters, and never splits a character', () => {
    const line = `SUMMARY:${'ü'.repeat(60)}🏃${'é'.repeat(30)}`;
    const parts = foldLine(line).split('\r\n');
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    // 'ü' is two octets: the first line holds 8 octets of name plus 33 of them.
    expect(parts[0]).toBe(`SUMMARY:${'ü'.repeat(33)}`);
    // The four-octet emoji lands whole on one line.
    expect(parts.some((part) => part.includes('🏃'))).toBe(true);
    expect(foldLine(line).replace(/\r\n /g, '')).toBe(line);
  });
});

describe('buildAllDayEvent', () => {
  const file = buildAllDayEvent({
    uid: 'task-t1@goalcoach',
    date: '2026-12-31',
    summary: 'Plan route; buy shoes, socks',
    description: 'Goal: Run\\walk a half marathon\nand enjoy it',
    stamp: new Date('2026-11-22T08:30:05.123Z'),
  });

  it('ends every line with CRLF and has no bare line feeds', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('is one VEVENT inside a VCALENDAR with the required properties', () => {
    const lines = unfold(file);
    expect(lines.slice(0, 3)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:${ICS_PRODUCT_ID}`,
    ]);
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('UID:task-t1@goalcoach');
    expect(lines).toContain('DTSTAMP:20261122T083005Z');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.indexOf('END:VEVENT')).toBeLessThan(lines.indexOf('END:VCALENDAR'));
  });

  it('is an all-day event ending (exclusively) the next day, across a year end', () => {
    const lines = unfold(file);
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
  });

  it('escapes the summary and the description', () => {
    const lines = unfold(file);
    expect(lines).toContain('SUMMARY:Plan route\\; buy shoes\\, socks');
    expect(lines).toContain('DESCRIPTION:Goal: Run\\\\walk a half marathon\\nand enjoy it');
  });
});

describe('taskCalendarFile', () => {
  const task = {
    id: 't9',
    goalId: 'g1',
    checkpointId: 'c1',
    task: 'Call the running club!',
    status: 'pending' as const,
    date: '2026-11-22',
    markedAsWin: false,
    checkpointTitle: 'Week 1',
    writtenByPerson: false,
    goalName: 'Run a half marathon',
  };

  it("names the file after the task and describes the task's goal", () => {
    const { filename, content } = taskCalendarFile(task, new Date('2026-11-22T08:00:00Z'));
    expect(filename).toBe('call-the-running-club.ics');
    expect(unfold(content)).toContain('DESCRIPTION:Goal: Run a half marathon');
    expect(unfold(content)).toContain('SUMMARY:Call the running club!');
  });

  it('says a goal-less task is personal', () => {
    const { filename, content } = taskCalendarFile({
      ...task,
      goalId: null,
      goalName: null,
      task: '☕',
    });
    expect(filename).toBe('task.ics');
    expect(unfold(content)).toContain('DESCRIPTION:Personal task');
  });
});
