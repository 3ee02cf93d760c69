import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { RateLimiter } from '../../platform/security/rate-limit/rate-limiter.service.js';
import { UserEntity } from '../../users/user.entity.js';
import { CalendarFeedEntity } from '../calendar-feed.entity.js';
import { feedGuessKeys } from '../calendar.limits.js';
import { calendarDocument } from './calendar-document.js';
import { FeedContentService } from './feed-content.service.js';

/** A feed's iCalendar text and its strong ETag (a hash of exactly that text). */
export interface FeedDocument {
  body: string;
  etag: string;
}

/** Serves a feed to whoever has its token: no session, so the token is the only key. */
@Injectable()
export class CalendarFeedService {
  constructor(
    @InjectRepository(CalendarFeedEntity) private readonly feeds: Repository<CalendarFeedEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly content: FeedContentService,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * The feed of `token`, or null for a token that opens none (wrong, or reset since). The token
   * is looked up first, so a right one is served whatever its address missed before; a miss is
   * counted against the address and throws a 429 once it has missed too often (see
   * FEED_GUESSES_PER_ADDRESS).
   */
  async documentOf(token: string, ip: string): Promise<FeedDocument | null> {
    const feed = await this.feeds.findOneBy({ token });
    if (!feed) {
      await this.limiter.consume(feedGuessKeys(ip));
      return null;
    }
    const owner = await this.users.findOne({
      where: { id: feed.userId },
      select: { id: true, timeZone: true },
    });
    if (!owner) return null;
    const body = calendarDocument(await this.content.contentOf(feed, owner.timeZone));
    return { body, etag: etagOf(body) };
  }
}

function etagOf(body: string): string {
  return `"${createHash('sha256').update(body, 'utf8').digest('base64url')}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 says for it). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
