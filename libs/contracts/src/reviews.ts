/** Longest text field of a weekly or monthly review, in characters. */
export const REVIEW_TEXT_MAX_LENGTH = 20_000;

/**
 * Wins, lessons and review texts are newline-separated bullet lines. A bullet is the one
 * the check-in fields insert ("• ") or one typed by hand ("- ", "* ", "·"): a '-' or '*' only
 * when a space or the line's end follows, so "-2 kg" keeps its sign and a lone "-" is blank.
 */
const REVIEW_BULLET_PREFIX = /^(?:[•◦▪‣∙·]\s*|[-*](?:\s+|$))/;

/** One line of review text without its bullet and surrounding spaces. */
export function stripReviewBullet(line: string): string {
  return line.trim().replace(REVIEW_BULLET_PREFIX, '').trim();
}

/** The items of a review text: one per line, bullets stripped; blank and bullet-only lines are none. */
export function reviewLines(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n/)
    .map(stripReviewBullet)
    .filter((line) => line !== '');
}

/** A manual weekly entry. Its week is the one (Sunday-Saturday, user's zone) of reviewDate. */
export interface WeeklyReview {
  id: string;
  /** When it was written (ISO timestamp): the server sets it. */
  reviewDate: string;
  /** The Sunday (YYYY-MM-DD, user's zone) of the week reviewDate falls in. */
  weekStart: string;
  winsThisWeek: string | null;
  whatWorked: string | null;
  whatDidntWork: string | null;
  areasToImprove: string | null;
}

/**
 * `POST /api/reviews`. Blank fields are stored as none; at least one must have text.
 * `reviewDate` and `userId` are accepted and ignored: the server dates the entry and it is
 * always the signed-in user's.
 */
export interface CreateWeeklyReviewRequest {
  winsThisWeek?: string | null;
  whatWorked?: string | null;
  whatDidntWork?: string | null;
  areasToImprove?: string | null;
  reviewDate?: string;
  userId?: unknown;
}

export interface MonthlyReview {
  id: string;
  year: number;
  /** 1-12. */
  month: number;
  /** Newline-separated bullet text; null when none. */
  totalWins: string | null;
  totalLessons: string | null;
  weeklyHighlights: string | null;
  areasToImprove: string | null;
  /**
   * Mean confidence given in the month's check-ins, one decimal; null when none gave one (no
   * check-ins, or only ones from before the check-in asked for it).
   */
  averageConfidence: number | null;
  daysCheckedIn: number;
  tasksCompleted: number;
  /** The longest run of consecutive days in the month with the daily action done. */
  totalStreakDays: number;
  /** A short note from the coach, written when the review is generated; null before. */
  coachNote: string | null;
  /** When the figures were last generated from the month's data; null for manual-only reviews. */
  generatedAt: string | null;
  updatedAt: string;
}

/**
 * `POST /api/reviews/monthly`: a manual entry. If the month has a review, the texts are
 * appended to its fields, else a review is created. At least one text is needed.
 * `userId` is accepted and ignored: the review is always the signed-in user's.
 */
export interface CreateMonthlyReviewRequest {
  year: number;
  month: number;
  totalWins?: string | null;
  totalLessons?: string | null;
  weeklyHighlights?: string | null;
  areasToImprove?: string | null;
  userId?: unknown;
}

/** `PATCH /api/reviews/monthly/{id}`: a field left out keeps its value, blank clears it. */
export interface UpdateMonthlyReviewRequest {
  totalWins?: string | null;
  totalLessons?: string | null;
  weeklyHighlights?: string | null;
  areasToImprove?: string | null;
}

/** `GET /api/reviews/monthly/years`: the Monthly tab's year choices. */
export interface ReviewYears {
  /** From the user's first year of data (at most the sign-up year) to this year, ascending. */
  years: number[];
}

/** The reminder time before the user picks one. */
export const DEFAULT_REMINDER_TIME = '20:00';
/** The title of every reminder, in the page and by push. */
export const REMINDER_TITLE = 'Daily Goal Check-In';
/** The text of every reminder, in the page and by push. */
export const REMINDER_BODY = 'Time for your daily check-in: add your wins and lessons for today.';
/** A click on a reminder goes to the goals dashboard. */
export const REMINDER_URL = '/';
/** A device shows one reminder at a time: a new one replaces the one still shown. */
export const REMINDER_TAG = 'daily-check-in';

/** `GET/PUT /api/notifications/settings`: the same on every device of the user. */
export interface NotificationSettings {
  enabled: boolean;
  /** HH:MM, 24-hour, in the user's time zone. */
  reminderTime: string;
}

/** `GET /api/notifications/push-key`: the application server key for PushManager.subscribe. */
export interface PushPublicKey {
  /** The VAPID public key, URL-safe base64. */
  publicKey: string;
}

/** `POST /api/notifications/subscriptions`: a browser's PushSubscription.toJSON(). */
export interface PushSubscriptionRequest {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/** `DELETE /api/notifications/subscriptions` and `POST /api/notifications/test`: one device. */
export interface PushEndpointRequest {
  endpoint: string;
}

/** What a reminder push carries; the service worker shows it. */
export interface ReminderPayload {
  title: string;
  body: string;
  /** Where a click on the notification leads (the goals dashboard, '/'). */
  url: string;
}
