import type { MonthFigures } from '../month-figures.js';

/** What a coach's note is written from. */
export interface CoachNoteInput {
  /** e.g. "November 2025". */
  monthName: string;
  /** The days of the month so far: all of them for a past month, up to today for this one. */
  daysSoFar: number;
  figures: MonthFigures;
  /**
   * The field of the person's newest goal planned by the offline coach, with that field's
   * advice for a steady month and for one that slipped; null when there is none.
   */
  field: { label: string; steady: string; slipping: string } | null;
}

/** Longest note kept; a model's longer answer is not used. */
export const COACH_NOTE_MAX_LENGTH = 1000;
