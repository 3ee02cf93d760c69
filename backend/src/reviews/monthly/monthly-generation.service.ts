import { Injectable } from '@nestjs/common';
import type { MonthlyReview } from '@goalcoach/contracts';
import { DataSource } from 'typeorm';
import { CheckInDays } from '../../check-ins/check-in-days.js';
import { GoalFiguresService } from '../../goals/stats/goal-figures.service.js';
import { daysBetween, todayIn } from '../../platform/clock/calendar-date.js';
import { Clock } from '../../platform/clock/clock.js';
import type { UserEntity } from '../../users/user.entity.js';
import { linesText } from '../review-text.js';
import { ReviewsErrorCode, ReviewsException } from '../reviews.exception.js';
import { WeeklyReviewsService } from '../weekly/weekly-reviews.service.js';
import { kindById } from '@goalcoach/coach';
import type { CoachNoteInput } from './coach-note/coach-note-input.js';
import { type CoachNote, CoachNoteWriter } from './coach-note/coach-note-writer.js';
import { refreshedText } from './generated-lines.js';
import { type MonthFigures, monthFigures } from './month-figures.js';
import { checkReviewMonth } from './month-limits.js';
import { type MonthPeriod, monthAt, monthPeriod } from './month-period.js';
import { MonthlyReviewEntity } from './monthly-review.entity.js';
import { toMonthlyReview } from './monthly-review.mapper.js';
import { MonthlyReviewsService } from './monthly-reviews.service.js';

/**
 * Generates or refreshes a month's review from that month's data in the user's zone: check-ins,
 * the weekly entries written in it, and the tasks completed in it; with a coach's note.
 */
@Injectable()
export class MonthlyGenerationService {
  /**
   * Generations in progress on this instance by user and month: one asked again meanwhile
   * shares the answer instead of asking the model a second time. Across instances two may
   * run at once; each is counted against the user's daily limit of notes.
   */
  private readonly inProgress = new Map<string, Promise<MonthlyReview>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly checkIns: CheckInDays,
    private readonly weekly: WeeklyReviewsService,
    private readonly goalFigures: GoalFiguresService,
    private readonly reviews: MonthlyReviewsService,
    private readonly coachNotes: CoachNoteWriter,
    private readonly clock: Clock,
  ) {}

  async generate(user: UserEntity, year: number, month: number): Promise<MonthlyReview> {
    await this.checkGeneratable(user, year, month);
    const key = `${user.id}/${year}/${month}`;
    const running = this.inProgress.get(key);
    if (running) return running;
    const generation = this.refresh(user, year, month).finally(() => {
      this.inProgress.delete(key);
    });
    this.inProgress.set(key, generation);
    return generation;
  }

  /** From January of the user's first year (as the years endpoint says) to this month. */
  private async checkGeneratable(user: UserEntity, year: number, month: number): Promise<void> {
    const current = monthAt(user.timeZone, this.clock.now());
    checkReviewMonth(year, month, current.year);
    if (year * 12 + month > current.year * 12 + current.month) {
      throw new ReviewsException(ReviewsErrorCode.FutureMonth);
    }
    const [firstYear] = (await this.reviews.years(user)).years;
    if (firstYear !== undefined && year < firstYear) {
      throw new ReviewsException(
        ReviewsErrorCode.MonthBeforeFirstYear,
        `This month is before your first year of reviews: a review can be generated from January ${firstYear} on.`,
      );
    }
  }

  private async refresh(user: UserEntity, year: number, month: number): Promise<MonthlyReview> {
    const now = this.clock.now();
    const today = todayIn(user.timeZone, now);
    const period = monthPeriod(year, month, user.timeZone);
    const figures = await this.figuresOf(user, period);
    // Outside the transaction: a model call may take long, and must not hold the row.
    const coachNote = await this.coachNoteFor(user, period, {
      monthName: period.name,
      daysSoFar: daysBetween(period.firstDay, today < period.lastDay ? today : period.lastDay) + 1,
      figures,
      field: await this.fieldOf(user),
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

  /** The field of the user's newest goal the offline coach planned, for the note's advice. */
  private async fieldOf(user: UserEntity): Promise<CoachNoteInput['field']> {
    const [newest] = (await this.dataSource.query(
      `SELECT plan_kind FROM goals
        WHERE user_id = $1 AND deleted_at IS NULL AND plan_kind IS NOT NULL
        ORDER BY created_at DESC LIMIT 1`,
      [user.id],
    )) as { plan_kind: string }[];
    const kind = newest && kindById(newest.plan_kind);
    return kind ? { label: kind.label, ...kind.coachAdvice } : null;
  }

  /** The stored note when the model wrote it from this same input, else a new one. */
  private async coachNoteFor(
    user: UserEntity,
    period: MonthPeriod,
    input: CoachNoteInput,
  ): Promise<CoachNote> {
    const stored = await this.dataSource.getRepository(MonthlyReviewEntity).findOne({
      select: { id: true, coachNote: true, coachNoteInput: true },
      where: { userId: user.id, year: period.year, month: period.month },
    });
    const previous = stored?.coachNote
      ? { note: stored.coachNote, inputHash: stored.coachNoteInput }
      : null;
    return this.coachNotes.write(user, input, previous);
  }

  private async figuresOf(user: UserEntity, period: MonthPeriod): Promise<MonthFigures> {
    const [checkIns, weeklyEntries, tasksCompleted] = await Promise.all([
      this.checkIns.between(user.id, period.firstDay, period.lastDay),
      this.weekly.writtenBetween(user.id, period.start, period.end),
      this.goalFigures.tasksCompletedBetween(user.id, period.start, period.end),
    ]);
    return monthFigures(checkIns, weeklyEntries, tasksCompleted);
  }
}

/** The row with the new figures, its generated lines replaced and the person's own kept. */
function withFigures(
  row: MonthlyReviewEntity,
  figures: MonthFigures,
  coachNote: CoachNote,
  now: Date,
): MonthlyReviewEntity {
  const wins = refreshedText(row.totalWins, row.generatedWins, figures.wins);
  const lessons = refreshedText(row.totalLessons, row.generatedLessons, figures.lessons);
  const highlights = refreshedText(
    row.weeklyHighlights,
    row.generatedHighlights,
    figures.weeklyHighlights,
  );
  const areas = refreshedText(row.areasToImprove, row.generatedAreas, figures.areasToImprove);
  return {
    ...row,
    totalWins: wins.text,
    totalLessons: lessons.text,
    weeklyHighlights: highlights.text,
    areasToImprove: areas.text,
    // What was written, so the next refresh takes out exactly these lines.
    generatedWins: linesText(wins.generated),
    generatedLessons: linesText(lessons.generated),
    generatedHighlights: linesText(highlights.generated),
    generatedAreas: linesText(areas.generated),
    averageConfidence:
      figures.averageConfidence === null ? null : figures.averageConfidence.toFixed(1),
    daysCheckedIn: figures.daysCheckedIn,
    tasksCompleted: figures.tasksCompleted,
    totalStreakDays: figures.totalStreakDays,
    coachNote: coachNote.note,
    coachNoteInput: coachNote.inputHash,
    generatedAt: now,
    updatedAt: now,
  };
}
