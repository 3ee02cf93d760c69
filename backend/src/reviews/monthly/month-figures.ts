import { reviewLines } from '@goalcoach/contracts';
import { format, parseISO } from 'date-fns';
import { type CalendarDate, addDays, weekStart } from '../../platform/clock/calendar-date.js';

/** What a month's figures read of a check-in. */
export interface MonthCheckIn {
  date: CalendarDate;
  completedDailyAction: boolean;
  confidenceLevel: number;
  /** False for a confidence derived from Yes/No before the check-in asked for it. */
  confidenceGiven: boolean;
  wins: string | null;
  lessons: string | null;
}

/** What a month's figures read of a weekly entry. */
export interface MonthWeeklyEntry {
  weekStart: CalendarDate;
  winsThisWeek: string | null;
  whatWorked: string | null;
  whatDidntWork: string | null;
  areasToImprove: string | null;
}

/** A monthly review as the month's data makes it: the figures and the generated lines. */
export interface MonthFigures {
  /** One decimal, of the confidence people gave; null when no check-in gave one. */
  averageConfidence: number | null;
  daysCheckedIn: number;
  /** Check-ins whose daily action was done. */
  progressDays: number;
  tasksCompleted: number;
  totalStreakDays: number;
  wins: string[];
  lessons: string[];
  areasToImprove: string[];
  weeklyHighlights: string[];
}

/**
 * The figures of a month from its check-ins, the weekly entries written in it, and its
 * completed tasks. Lines keep date order: the check-ins' first, then the entries'.
 */
export function monthFigures(
  checkIns: readonly MonthCheckIn[],
  weeklyEntries: readonly MonthWeeklyEntry[],
  tasksCompleted: number,
): MonthFigures {
  const days = [...checkIns].sort((a, b) => a.date.localeCompare(b.date));
  const entries = [...weeklyEntries].sort((a, b) => a.weekStart.localeCompare(b.weekStart));
  return {
    averageConfidence: averageConfidence(days),
    daysCheckedIn: days.length,
    progressDays: days.filter((day) => day.completedDailyAction).length,
    tasksCompleted,
    totalStreakDays: longestProgressRun(days),
    wins: [
      ...days.flatMap((day) => reviewLines(day.wins)),
      ...entries.flatMap((entry) => reviewLines(entry.winsThisWeek)),
    ],
    lessons: [
      ...days.flatMap((day) => reviewLines(day.lessons)),
      ...entries.flatMap((entry) => reviewLines(entry.whatWorked)),
    ],
    areasToImprove: entries.flatMap((entry) => [
      ...reviewLines(entry.areasToImprove),
      ...reviewLines(entry.whatDidntWork),
    ]),
    weeklyHighlights: weeklyHighlights(days),
  };
}

/**
 * The mean of the confidence people gave, rounded to one decimal (half up); null when no
 * check-in gave one. A derived value (older check-ins) would report a confidence nobody gave.
 */
export function averageConfidence(checkIns: readonly MonthCheckIn[]): number | null {
  const given = checkIns.filter((day) => day.confidenceGiven);
  if (given.length === 0) return null;
  const sum = given.reduce((total, day) => total + day.confidenceLevel, 0);
  return Math.round((sum * 10) / given.length) / 10;
}

/** The longest run of consecutive dates whose check-in has the daily action done. */
function longestProgressRun(checkIns: readonly MonthCheckIn[]): number {
  let longest = 0;
  let run = 0;
  let previous: CalendarDate | null = null;
  for (const day of checkIns) {
    if (!day.completedDailyAction) {
      run = 0;
    } else {
      run = previous !== null && addDays(previous, 1) === day.date ? run + 1 : 1;
      longest = Math.max(longest, run);
    }
    previous = day.date;
  }
  return longest;
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** One line per week (Sunday-Saturday) with check-ins, oldest first. */
function weeklyHighlights(checkIns: readonly MonthCheckIn[]): string[] {
  const weeks = new Map<CalendarDate, MonthCheckIn[]>();
  for (const day of checkIns) {
    const start = weekStart(day.date);
    weeks.set(start, [...(weeks.get(start) ?? []), day]);
  }
  return [...weeks].map(([start, days]) => {
    const progress = days.filter((day) => day.completedDailyAction).length;
    const confidence = averageConfidence(days);
    return (
      `Week of ${format(parseISO(start), 'MMM d')}: ${plural(days.length, 'check-in')}, ` +
      `${plural(progress, 'progress day')}` +
      (confidence === null ? '' : `, avg confidence ${confidence}/10`)
    );
  });
}
