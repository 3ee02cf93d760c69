import type { CalendarFeed } from '@goalcoach/contracts';
import type { CalendarFeedEntity } from './calendar-feed.entity.js';
import { feedLinks } from './feed-token.js';

export function toCalendarFeed(
  feed: CalendarFeedEntity,
  reminderTime: string,
  publicUrl: string,
): CalendarFeed {
  return {
    links: feedLinks(publicUrl, feed.token),
    includeCheckInReminder: feed.includeCheckInReminder,
    reminderTime,
    createdAt: feed.createdAt.toISOString(),
    resetAt: feed.resetAt?.toISOString() ?? null,
  };
}
