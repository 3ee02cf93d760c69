import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type MonthlyReview, REVIEW_TEXT_MAX_LENGTH, type ReviewYears } from '@goalcoach/contracts';
import { DataSource, type Repository } from 'typeorm';
import { CheckInDays } from '../../check-ins/check-in-days.js';
import { GoalFiguresService } from '../../goals/stats/goal-figures.service.js';
import { todayIn } from '../../platform/clock/calendar-date.js';
import { Clock } from '../../platform/clock/clock.js';
import { textOrNull } from '../../platform/validation/nullable-text.js';
import type { UserEntity } from '../../users/user.entity.js';
import type { CreateMonthlyReviewDto, UpdateMonthlyReviewDto } from '../dto/monthly-review.dto.js';
import { ReviewsErrorCode, ReviewsException } from '../reviews.exception.js';
import { WeeklyReviewsService } from '../weekly/weekly-reviews.service.js';
import { checkReviewMonth } from './month-limits.js';
import { MonthlyReviewEntity } from './monthly-review.entity.js';
import { toMonthlyReview } from './monthly-review.mapper.js';

/** The texts a manual entry appends to, as columns and fields, in the order of the entry's texts. */
const APPENDABLE = [
  ['total_wins', 'totalWins'],
  ['total_lessons', 'totalLessons'],
  ['weekly_highlights', 'weeklyHighlights'],
  ['areas_to_improve', 'areasToImprove'],
] as const;

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
   * created if it does not exist; one statement, so entries made at once all land. Only the
   * texts the entry adds to are checked against the limit: one already too long blocks no other.
   */
  async addEntry(user: UserEntity, body: CreateMonthlyReviewDto): Promise<MonthlyReview> {
    checkReviewMonth(
      body.year,
      body.month,
      Number(todayIn(user.timeZone, this.clock.now()).slice(0, 4)),
    );
    const texts = APPENDABLE.map(([, field]) => textOrNull(body[field]));
    if (texts.every((text) => text === null)) {
      throw new ReviewsException(ReviewsErrorCode.EmptyMonthlyEntry);
    }
    const joined = (column: string) => `concat_ws(E'\\n', m.${column}, EXCLUDED.${column})`;
    const rows = (await this.dataSource.query(
      `INSERT INTO monthly_reviews AS m
         (user_id, year, month, total_wins, total_lessons, weekly_highlights, areas_to_improve,
          created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
       ON CONFLICT (user_id, year, month) DO UPDATE SET
         ${APPENDABLE.map(([column]) => `${column} = NULLIF(${joined(column)}, '')`).join(', ')},
         updated_at = EXCLUDED.updated_at
       WHERE ${APPENDABLE.map(([column]) => `(EXCLUDED.${column} IS NULL OR char_length(${joined(column)}) <= $9)`).join(' AND ')}
       RETURNING id`,
      [user.id, body.year, body.month, ...texts, this.clock.now(), REVIEW_TEXT_MAX_LENGTH],
    )) as { id: string }[];
    const [row] = rows;
    if (!row) throw await this.tooLong(user, body.year, body.month, texts);
    return toMonthlyReview(await this.reviews.findOneByOrFail({ id: row.id, userId: user.id }));
  }

  /** The 400 of an entry refused because a text would pass the limit with it, naming the text. */
  private async tooLong(
    user: UserEntity,
    year: number,
    month: number,
    texts: (string | null)[],
  ): Promise<ReviewsException> {
    const review = await this.reviews.findOneBy({ userId: user.id, year, month });
    const field = APPENDABLE.find(([, key], index) => {
      const [stored, added] = [review?.[key] ?? null, texts[index] ?? null];
      if (added === null) return false;
      const length = [stored, added].filter((text) => text !== null).join('\n').length;
      return length > REVIEW_TEXT_MAX_LENGTH;
    });
    return new ReviewsException(
      ReviewsErrorCode.MonthlyTextTooLong,
      `${field?.[1] ?? 'A text'} would be longer than ${REVIEW_TEXT_MAX_LENGTH} characters ` +
        'with this entry: shorten it, or edit the review to make room.',
    );
  }

  /**
   * A field left out keeps its value; null or blank clears it. The row is locked while it is
   * read and written, so the answer is what was stored and a concurrent change is not lost.
   */
  async update(user: UserEntity, id: string, body: UpdateMonthlyReviewDto): Promise<MonthlyReview> {
    const edited = await this.dataSource.transaction(async (manager) => {
      const review = await manager.findOne(MonthlyReviewEntity, {
        where: { id, userId: user.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!review) throw new ReviewsException(ReviewsErrorCode.MonthlyReviewNotFound);
      const changes: Partial<MonthlyReviewEntity> = { updatedAt: this.clock.now() };
      if (body.totalWins !== undefined) changes.totalWins = textOrNull(body.totalWins);
      if (body.totalLessons !== undefined) changes.totalLessons = textOrNull(body.totalLessons);
      if (body.weeklyHighlights !== undefined) {
        changes.weeklyHighlights = textOrNull(body.weeklyHighlights);
      }
      if (body.areasToImprove !== undefined) {
        changes.areasToImprove = textOrNull(body.areasToImprove);
      }
      await manager.update(MonthlyReviewEntity, { id, userId: user.id }, changes);
      return { ...review, ...changes };
    });
    return toMonthlyReview(edited);
  }
}
