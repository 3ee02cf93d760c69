import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { MonthlyReview, ReviewYears } from '@goalcoach/contracts';
import { DataSource, type Repository } from 'typeorm';
import { GoalFiguresService } from '../../goals/stats/goal-figures.service.js';
import { todayIn } from '../../platform/clock/calendar-date.js';
import { Clock } from '../../platform/clock/clock.js';
import type { UserEntity } from '../../users/user.entity.js';
import { CheckInDays } from '../check-ins/check-in-days.js';
import type { CreateMonthlyReviewDto, UpdateMonthlyReviewDto } from '../dto/monthly-review.dto.js';
import { textOrNull } from '../review-text.js';
import { ReviewsErrorCode, ReviewsException } from '../reviews.exception.js';
import { WeeklyReviewsService } from '../weekly/weekly-reviews.service.js';
import { checkReviewMonth } from './month-limits.js';
import { MonthlyReviewEntity } from './monthly-review.entity.js';
import { toMonthlyReview } from './monthly-review.mapper.js';

const yearOf = (date: string | null) => (date === null ? null : Number(date.slice(0, 4)));

/** A user's monthly reviews: reading, manual entries and edits (generation is its own service). */
@Injectable()
export class MonthlyReviewsService {
  constructor(
    @InjectRepository(MonthlyReviewEntity)
    private readonly reviews: Repository<MonthlyReviewEntity>,
    private readonly dataSource: DataSource,
    private readonly checkIns: CheckInDays,
    private readonly weekly: WeeklyReviewsService,
    private readonly goalFigures: GoalFiguresService,
    private readonly clock: Clock,
  ) {}

  /** Newest year and month first. */
  async list(user: UserEntity): Promise<MonthlyReview[]> {
    const reviews = await this.reviews.find({
      where: { userId: user.id },
      order: { year: 'DESC', month: 'DESC' },
    });
    return reviews.map(toMonthlyReview);
  }

  /**
   * From the first year with any check-in, weekly entry, monthly review or task (the sign-up
   * year at the latest) to this year, in the user's zone.
   */
  async years(user: UserEntity): Promise<ReviewYears> {
    const thisYear = Number(todayIn(user.timeZone, this.clock.now()).slice(0, 4));
    const firstReview = await this.reviews.findOne({
      select: { year: true },
      where: { userId: user.id },
      order: { year: 'ASC' },
    });
    const dataYears = [
      yearOf(await this.checkIns.firstDate(user.id)),
      yearOf(await this.weekly.firstWeekStart(user.id)),
      yearOf(await this.goalFigures.firstTaskDate(user.id)),
      firstReview?.year ?? null,
    ].filter((year): year is number => year !== null);
    const signUpYear = Number(todayIn(user.timeZone, user.createdAt).slice(0, 4));
    const first = Math.min(signUpYear, thisYear, ...dataYears);
    return { years: Array.from({ length: thisYear - first + 1 }, (_, index) => first + index) };
  }

  /**
   * A manual entry: each given text is appended as new lines to the month's review, which is
   * created if it does not exist; one statement, so entries made at once all land.
   */
  async addEntry(user: UserEntity, body: CreateMonthlyReviewDto): Promise<MonthlyReview> {
    checkReviewMonth(
      body.year,
      body.month,
      Number(todayIn(user.timeZone, this.clock.now()).slice(0, 4)),
    );
    const texts = [
      body.totalWins,
      body.totalLessons,
      body.weeklyHighlights,
      body.areasToImprove,
    ].map(textOrNull);
    if (texts.every((text) => text === null)) {
      throw new ReviewsException(ReviewsErrorCode.EmptyMonthlyEntry);
    }
    const appended = (column: string) =>
      `${column} = NULLIF(concat_ws(E'\\n', m.${column}, EXCLUDED.${column}), '')`;
    const rows = (await this.dataSource.query(
      `INSERT INTO monthly_reviews AS m
         (user_id, year, month, total_wins, total_lessons, weekly_highlights, areas_to_improve,
          created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
       ON CONFLICT (user_id, year, month) DO UPDATE SET
         ${appended('total_wins')},
         ${appended('total_lessons')},
         ${appended('weekly_highlights')},
         ${appended('areas_to_improve')},
         updated_at = EXCLUDED.updated_at
       RETURNING id`,
      [user.id, body.year, body.month, ...texts, this.clock.now()],
    )) as { id: string }[];
    return toMonthlyReview(
      await this.reviews.findOneByOrFail({ id: rows[0]?.id, userId: user.id }),
    );
  }

  /** A field left out keeps its value; null or blank clears it. */
  async update(user: UserEntity, id: string, body: UpdateMonthlyReviewDto): Promise<MonthlyReview> {
    const review = await this.reviews.findOneBy({ id, userId: user.id });
    if (!review) throw new ReviewsException(ReviewsErrorCode.MonthlyReviewNotFound);
    const changes: Partial<MonthlyReviewEntity> = { updatedAt: this.clock.now() };
    if (body.totalWins !== undefined) changes.totalWins = textOrNull(body.totalWins);
    if (body.totalLessons !== undefined) changes.totalLessons = textOrNull(body.totalLessons);
    if (body.weeklyHighlights !== undefined) {
      changes.weeklyHighlights = textOrNull(body.weeklyHighlights);
    }
    if (body.areasToImprove !== undefined) changes.areasToImprove = textOrNull(body.areasToImprove);
    await this.reviews.update({ id, userId: user.id }, changes);
    return toMonthlyReview({ ...review, ...changes });
  }
}
