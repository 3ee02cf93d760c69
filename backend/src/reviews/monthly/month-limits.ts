import { WholeNumberPipe } from '../../platform/validation/decimal-integer.js';
import { ReviewsErrorCode, ReviewsException } from '../reviews.exception.js';

const FIRST_REVIEW_YEAR = 2000;

/**
 * A month a review may be written for: from January 2000 to December of next year (a person
 * ahead of the server's year, or planning, may write for it).
 */
export function checkReviewMonth(year: number, month: number, thisYear: number): void {
  const lastYear = thisYear + 1;
  if (!Number.isInteger(year) || year < FIRST_REVIEW_YEAR || year > lastYear) {
    throw new ReviewsException(
      ReviewsErrorCode.InvalidMonth,
      `year must be a whole number from ${FIRST_REVIEW_YEAR} to ${lastYear}`,
    );
  }
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new ReviewsException(
      ReviewsErrorCode.InvalidMonth,
      'month must be a whole number from 1 to 12',
    );
  }
}

/**
 * A path's year or month, in decimal digits (checkReviewMonth then checks its range): anything
 * else answers a 400 like one out of range.
 */
export function monthPathPart(label: 'year' | 'month'): WholeNumberPipe {
  return new WholeNumberPipe(
    () => new ReviewsException(ReviewsErrorCode.InvalidMonth, `${label} must be a whole number`),
  );
}
