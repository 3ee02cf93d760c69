import type { MonthFigures } from '../month-figures.js';

/** What a coach's note is written from. */
export interface CoachNoteInput {
  /** e.g. "November 2025". */
  monthName: string;
  /** The days of the month so far: all of them for a past month, up to today for this one. */
  daysSoFar: number;
  figures: MonthFigures;
}

/** Longest note kept; a model's longer answer is not used. */
export const COACH_NOTE_MAX_LENGTH = 1000;
