import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { WeeklyReview } from '@goalcoach/contracts';
import { Between, type Repository } from 'typeorm';
import { type CalendarDate, todayIn, weekStart } from '../../platform/clock/calendar-date.js';
import { Clock } from '../../platform/clock/clock.js';
import type { UserEntity } from '../../users/user.entity.js';
import type { CreateWeeklyReviewDto } from '../dto/weekly-review.dto.js';
import { textOrNull } from '../review-text.js';
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

  /** The entries of the weeks starting from `from` to `to` (inclusive), oldest first. */
  weeksStartingBetween(
    userId: string,
    from: CalendarDate,
    to: CalendarDate,
  ): Promise<WeeklyReviewEntity[]> {
    return this.reviews.find({
      where: { userId, weekStart: Between(from, to) },
      order: { weekStart: 'ASC', reviewDate: 'ASC' },
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
