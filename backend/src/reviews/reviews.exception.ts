import { HttpStatus } from '@nestjs/common';
import { codedHttpException, type CodedAnswer } from '../platform/errors/coded-http-exception.js';

export enum ReviewsErrorCode {
  MonthlyReviewNotFound = 'MONTHLY_REVIEW_NOT_FOUND',
  EmptyWeeklyReview = 'EMPTY_WEEKLY_REVIEW',
  EmptyMonthlyEntry = 'EMPTY_MONTHLY_ENTRY',
  InvalidMonth = 'INVALID_MONTH',
  FutureMonth = 'FUTURE_MONTH',
  MonthBeforeFirstYear = 'MONTH_BEFORE_FIRST_YEAR',
  MonthlyTextTooLong = 'MONTHLY_TEXT_TOO_LONG',
}

const ANSWERS: Record<ReviewsErrorCode, CodedAnswer> = {
  [ReviewsErrorCode.MonthlyReviewNotFound]: [HttpStatus.NOT_FOUND, 'Monthly review not found'],
  [ReviewsErrorCode.EmptyWeeklyReview]: [
    HttpStatus.BAD_REQUEST,
    'Please write at least one of winsThisWeek, whatWorked, whatDidntWork or areasToImprove.',
  ],
  [ReviewsErrorCode.EmptyMonthlyEntry]: [
    HttpStatus.BAD_REQUEST,
    'Please write at least one of totalWins, totalLessons, weeklyHighlights or areasToImprove.',
  ],
  // Always given a message that names the range.
  [ReviewsErrorCode.InvalidMonth]: [HttpStatus.BAD_REQUEST, 'This month is not valid.'],
  [ReviewsErrorCode.FutureMonth]: [
    HttpStatus.BAD_REQUEST,
    'This month has not started yet: a review can be generated from its first day on.',
  ],
  // Always given a message that names the first year.
  [ReviewsErrorCode.MonthBeforeFirstYear]: [
    HttpStatus.BAD_REQUEST,
    'This month is before your first year of reviews.',
  ],
  // Always given a message that names the text and the limit.
  [ReviewsErrorCode.MonthlyTextTooLong]: [
    HttpStatus.BAD_REQUEST,
    'A text of this review would be too long with this entry.',
  ],
};

/** The errors of the reviews module; `message` overrides the default text of the code. */
export class ReviewsException extends codedHttpException(ANSWERS) {}
