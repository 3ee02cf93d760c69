/** Longest wins or lessons text of a check-in, in characters. */
export const CHECK_IN_TEXT_MAX_LENGTH = 4000;

/** Confidence is given from 1 to CONFIDENCE_SCALE. */
export const CONFIDENCE_SCALE = 10;
/** The check-in's confidence question, asked with a 1-10 answer. */
export const CONFIDENCE_QUESTION = 'How confident are you that you will reach your goal?';

/** One per user per local day: a second one the same day updates that day's. */
export interface CheckIn {
  id: string;
  /** The local calendar date (YYYY-MM-DD, user's zone) the check-in belongs to. */
  date: string;
  completedDailyAction: boolean;
  /** Newline-separated bullet text as typed; null when none. */
  wins: string | null;
  lessons: string | null;
  /** 1-10. Meaningful only when confidenceGiven. */
  confidenceLevel: number;
  /**
   * Whether the person gave confidenceLevel. Check-ins saved before the check-in asked for it
   * hold a value derived from Yes/No: kept as stored, never shown nor averaged.
   */
  confidenceGiven: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The newest check-ins the Weekly tab lists (this week's are among them). */
export const RECENT_CHECK_IN_COUNT = 7;

/** Most check-ins one `GET /api/checkins?limit=` answers. */
export const CHECK_INS_LIMIT_MAX = 1000;

/**
 * `GET /api/checkins`: every check-in, newest date first; `limit` keeps the newest ones. The
 * Reviews page and the dialog need only the 7 newest (this week's are among them).
 */
export interface CheckInsQuery {
  limit?: number;
}

/** How many days back a check-in kept on a device (offline) may still name as its day. */
export const CHECK_IN_DAYS_BACK_MAX = 7;

/**
 * `POST /api/checkin`: wins and lessons are trimmed. On a day that has a check-in, a text left
 * out keeps that day's, and null or blank clears it; otherwise blank is stored as none.
 */
export interface CreateCheckInRequest {
  /**
   * The user's day (YYYY-MM-DD) the check-in is for, when the page knows it: a check-in kept on
   * the device offline and sent later, or sent again because its answer was lost, still lands
   * on the day it was made. Today or up to CHECK_IN_DAYS_BACK_MAX days before; left out, today
   * in the user's zone.
   */
  date?: string;
  completedDailyAction: boolean;
  wins?: string | null;
  lessons?: string | null;
  /** 1-10, the person's answer to CONFIDENCE_QUESTION. */
  confidenceLevel: number;
}

/** `PATCH /api/checkins/{id}`: a field left out keeps its value, blank clears it. */
export interface UpdateCheckInRequest {
  wins?: string | null;
  lessons?: string | null;
}
