import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GoalEntity } from '../goals/goal.entity.js';
import { TaskEntity } from '../goals/tasks/task.entity.js';
import { RateLimiter } from '../platform/security/rate-limit/rate-limiter.service.js';
import { NotificationSettingsEntity } from '../reviews/reminders/settings/notification-settings.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { CalendarFeedEntity } from './calendar-feed.entity.js';
import { CalendarController } from './calendar.controller.js';
import { CalendarService } from './calendar.service.js';
import { CalendarFeedRoute } from './feed/calendar-feed.route.js';
import { CalendarFeedService } from './feed/calendar-feed.service.js';
import { FeedContentService } from './feed/feed-content.service.js';

/**
 * A private iCalendar feed of a person's tasks (and, if they choose, a daily check-in event):
 * its settings under /api/calendar/feed, the feed itself at /calendar/<token>.ics. It reads
 * tasks, goal names and the reminder time; it writes only its own table.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      CalendarFeedEntity,
      TaskEntity,
      GoalEntity,
      NotificationSettingsEntity,
      UserEntity,
    ]),
  ],
  controllers: [CalendarController],
  providers: [
    CalendarService,
    CalendarFeedService,
    FeedContentService,
    CalendarFeedRoute,
    RateLimiter,
  ],
})
export class CalendarModule {}
