import { Injectable } from '@nestjs/common';
import type { MonthlyReview } from '@goalcoach/contracts';
import { DataSource } from 'typeorm';
import { GoalFiguresService } from '../../goals/stats/goal-figures.service.js';
import { daysBetween, todayIn } from '../../platform/clock/calendar-date.js';
import { Clock } from '../../platform/clock/clock.js';
import type { UserEntity } from '../../users/user.entity.js';
import { CheckInDays } from '../check-ins/check-in-days.js';
import { linesText } from '../review-text.js';
import { ReviewsErrorCode, ReviewsException } from '../reviews.exception.js';
import { WeeklyReviewsService } from '../weekly/weekly-reviews.service.js';
import { CoachNoteWriter } from './coach-note/coach-note-writer.js';
import { refreshedText } from './generated-lines.js';
import { type MonthFigures, monthFigures } from './month-figures.js';
import { checkReviewMonth } from './month-limits.js';
import { type MonthPeriod, monthAt, monthPeriod } from './month-period.js';
import { MonthlyReviewEntity } from './monthly-review.entity.js';
import { toMonthlyReview } from './monthly-review.mapper.js';

/**
 * Generates or refreshes a month's review from that month's data in the user's zone: check-ins,
 * the weekly entries of weeks starting in it, and the tasks completed in it; with a coach's note.
 */
@Injectable()
export class MonthlyGenerationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly checkIns: CheckInDays,
    private readonly weekly: WeeklyReviewsService,
    private readonly goalFigures: GoalFiguresService,
    private readonly coachNotes: CoachNoteWriter,
    private readonly clock: Clock,
  ) {}

  async generate(user: UserEntity, year: number, month: number): Promise<MonthlyReview> {
    const now = this.clock.now();
    const today = todayIn(user.timeZone, now);
    const current = monthAt(user.timeZone, now);
    checkReviewMonth(year, month, current.year);
    if (year * 12 + month > current.year * 12 + current.month) {
      throw new ReviewsException(ReviewsErrorCode.FutureMonth);
    }
    const period = monthPeriod(year, month, user.timeZone);
    const figures = await this.figuresOf(user, period);
    // Outside the transaction: a model call may take long, and must not hold the row.
    const coachNote = await this.coachNotes.write(user.id, {
      monthName: period.name,
      daysSoFar: daysBetween(period.firstDay, today < period.lastDay ? today : period.lastDay) + 1,
      figures,
    });
    const review = await this.dataSource.transaction(async (manager) => {
      // Two generations at once: the second waits for the first's row, then refreshes it.
      await manager.query(
        `INSERT INTO monthly_reviews (user_id, year, month, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $4) ON CONFLICT (user_id, year, month) DO NOTHING`,
        [user.id, year, month, now],
      );
      const row = await manager.findOneOrFail(MonthlyReviewEntity, {
        where: { userId: user.id, year, month },
        lock: { mode: 'pessimistic_write' },
      });
      const refreshed = withFigures(row, figures, coachNote, now);
      await manager.save(MonthlyReviewEntity, refreshed);
      return refreshed;
    });
    return toMonthlyReview(review);
  }

  private async figuresOf(user: UserEntity, period: MonthPeriod): Promise<MonthFigures> {
    const [checkIns, weeklyEntries, tasksCompleted] = await Promise.all([
      this.checkIns.between(user.id, period.firstDay, period.lastDay),
      this.weekly.weeksStartingBetween(user.id, period.firstDay, period.lastDay),
      this.goalFigures.tasksCompletedBetween(user.id, period.start, period.end),
    ]);
    return monthFigures(checkIns, weeklyEntries, tasksCompleted);
  }
}

/** The row with the new figures, its generated lines replaced and the person's own kept. */
function withFigures(
  row: MonthlyReviewEntity,
  figures: MonthFigures,
  coachNote: string,
  now: Date,
): MonthlyReviewEntity {
  return {
    ...row,
    totalWins: refreshedText(row.totalWins, row.generatedWins, figures.wins),
    totalLessons: refreshedText(row.totalLessons, row.generatedLessons, figures.lessons),
    weeklyHighlights: refreshedText(
      row.weeklyHighlights,
      row.generatedHighlights,
      figures.weeklyHighlights,
    ),
    areasToImprove: refreshedText(row.areasToImprove, row.generatedAreas, figures.areasToImprove),
    generatedWins: linesText(figures.wins),
    generatedLessons: linesText(figures.lessons),
    generatedHighlights: linesText(figures.weeklyHighlights),
    generatedAreas: linesText(figures.areasToImprove),
    averageConfidence:
      figures.averageConfidence === null ? null : figures.averageConfidence.toFixed(1),
    daysCheckedIn: figures.daysCheckedIn,
    tasksCompleted: figures.tasksCompleted,
    totalStreakDays: figures.totalStreakDays,
    coachNote,
    generatedAt: now,
    updatedAt: now,
  };
}
