/** The secret addresses of a calendar feed: the same feed, for a browser and for calendar apps. */
export interface CalendarFeedLinks {
  /** `https://…/calendar/<token>.ics` */
  httpsUrl: string;
  /** `webcal://…/calendar/<token>.ics`: opens the subscription in the device's calendar app. */
  webcalUrl: string;
}

/**
 * `GET /api/calendar/feed` (made at the first GET), `PATCH /api/calendar/feed`,
 * `POST /api/calendar/feed/reset` (a new secret: the old address answers 404): the person's
 * private iCalendar feed of their tasks.
 */
export interface CalendarFeed {
  links: CalendarFeedLinks;
  /** The feed also holds a daily check-in event at `reminderTime`. */
  includeCheckInReminder: boolean;
  /** HH:MM in the person's time zone: their reminder time (see notification settings). */
  reminderTime: string;
  createdAt: string;
  /** When the address last changed; null if it never did. */
  resetAt: string | null;
}

/** `PATCH /api/calendar/feed` */
export interface UpdateCalendarFeedRequest {
  includeCheckInReminder: boolean;
}

/** Days of past tasks and of upcoming tasks the feed holds, counted from today. */
export const CALENDAR_FEED_PAST_DAYS = 7;
export const CALENDAR_FEED_FUTURE_DAYS = 90;
