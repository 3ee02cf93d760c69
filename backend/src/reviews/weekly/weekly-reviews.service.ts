import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { WeeklyReview } from '@goalcoach/contracts';
import { And, LessThan, MoreThanOrEqual, type Repository } from 'typeorm';
import { type CalendarDate, todayIn, weekStart } from '../../platform/clock/calendar-date.js';
import { Clock } from '../../platform/clock/clock.js';
import { textOrNull } from '../../platform/validation/nullable-text.js';
import type { UserEntity } from '../../users/user.entity.js';
import type { CreateWeeklyReviewDto } from '../dto/weekly-review.dto.js';
import { ReviewsErrorCode, ReviewsException } from '../reviews.exception.js';
import { WeeklyReviewEntity } from './weekly-review.entity.js';
import { toWeeklyReview } from './weekly-review.mapper.js';

/** A user's manual weekly entries, always dated by the server. */
@Injectable()
export class WeeklyReviewsService {
  constructor(
    @InjectRepository(WeeklyReviewEntity) private readonly reviews: Repository<WeeklyReviewEntity>,
    private readonly clock: Clock,
  ) {}

  /** Newest first. */
  async list(user: UserEntity): Promise<WeeklyReview[]> {
    const reviews = await this.reviews.find({
      where: { userId: user.id },
      order: { reviewDate: 'DESC', id: 'ASC' },
    });
    return reviews.map(toWeeklyReview);
  }

  /** The payload's reviewDate and userId are ignored: now, and the signed-in user. */
  async create(user: UserEntity, body: CreateWeeklyReviewDto): Promise<WeeklyReview> {
    const texts = {
      winsThisWeek: textOrNull(body.winsThisWeek),
      whatWorked: textOrNull(body.whatWorked),
      whatDidntWork: textOrNull(body.whatDidntWork),
      areasToImprove: textOrNull(body.areasToImprove),
    };
    if (Object.values(texts).every((text) => text === null)) {
      throw new ReviewsException(ReviewsErrorCode.EmptyWeeklyReview);
    }
    const now = this.clock.now();
    const review = await this.reviews.save(
      this.reviews.create({
        userId: user.id,
        reviewDate: now,
        weekStart: weekStart(todayIn(user.timeZone, now)),
        ...texts,
      }),
    );
    return toWeeklyReview(review);
  }

  /**
   * The entries written from `start` (included) to `end` (excluded), oldest first: with a
   * month's local midnights, those whose date in the user's zone falls in that month.
   */
  writtenBetween(userId: string, start: Date, end: Date): Promise<WeeklyReviewEntity[]> {
    return this.reviews.find({
      where: { userId, reviewDate: And(MoreThanOrEqual(start), LessThan(end)) },
      order: { reviewDate: 'ASC', id: 'ASC' },
    });
  }

  /** The Sunday of the user's first weekly entry, or null without any. */
  async firstWeekStart(userId: string): Promise<CalendarDate | null> {
    const [first] = await this.reviews.find({
      select: { weekStart: true },
      where: { userId },
      order: { weekStart: 'ASC' },
      take: 1,
    });
    return first?.weekStart ?? null;
  }
}
