import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CalendarFeed } from '@goalcoach/contracts';
import type { Repository } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';
import { type AppConfig, InjectAppConfig } from '../platform/config/app-config.js';
import type { UserEntity } from '../users/user.entity.js';
import { CalendarFeedEntity } from './calendar-feed.entity.js';
import { toCalendarFeed } from './calendar-feed.mapper.js';
import { CalendarErrorCode, CalendarException } from './calendar.exception.js';
import type { UpdateCalendarFeedDto } from './dto/update-calendar-feed.dto.js';
import { newFeedToken } from './feed-token.js';
import { FeedContentService } from './feed/feed-content.service.js';

/** The signed-in person's calendar feed: made at the first read, its secret reset on demand. */
@Injectable()
export class CalendarService {
  constructor(
    @InjectRepository(CalendarFeedEntity) private readonly feeds: Repository<CalendarFeedEntity>,
    private readonly content: FeedContentService,
    @InjectAppConfig() private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async get(user: UserEntity): Promise<CalendarFeed> {
    // A parallel first read may make it too: one row either way, and both answers show it.
    await this.feeds.query(
      `INSERT INTO calendar_feeds (user_id, token, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO NOTHING`,
      [user.id, newFeedToken(), this.clock.now()],
    );
    return this.present(await this.ownFeed(user));
  }

  async update(user: UserEntity, body: UpdateCalendarFeedDto): Promise<CalendarFeed> {
    const result = await this.feeds.update(
      { userId: user.id },
      { includeCheckInReminder: body.includeCheckInReminder },
    );
    if (result.affected === 0) throw new CalendarException(CalendarErrorCode.FeedNotFound);
    return this.present(await this.ownFeed(user));
  }

  /** A new token: the old address answers 404 from now on. Makes the feed if there is none. */
  async reset(user: UserEntity): Promise<CalendarFeed> {
    const now = this.clock.now();
    await this.feeds.query(
      `INSERT INTO calendar_feeds (user_id, token, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET token = EXCLUDED.token, reset_at = $3`,
      [user.id, newFeedToken(), now],
    );
    return this.present(await this.ownFeed(user));
  }

  private async ownFeed(user: UserEntity): Promise<CalendarFeedEntity> {
    const feed = await this.feeds.findOneBy({ userId: user.id });
    if (!feed) throw new CalendarException(CalendarErrorCode.FeedNotFound);
    return feed;
  }

  private async present(feed: CalendarFeedEntity): Promise<CalendarFeed> {
    const reminderTime = await this.content.reminderTimeOf(feed.userId);
    return toCalendarFeed(feed, reminderTime, this.config.publicUrl);
  }
}
