import {
  type CreateMonthlyReviewRequest,
  REVIEW_TEXT_MAX_LENGTH,
  type UpdateMonthlyReviewRequest,
} from '@goalcoach/contracts';
import { NullableText } from '../../platform/validation/nullable-text.js';
import { WholeNumber } from '../../platform/validation/whole-number.js';
import { Ignored } from './review-fields.js';

/** The texts of a monthly review a person may write. */
class MonthlyTextsDto implements UpdateMonthlyReviewRequest {
  @NullableText('totalWins', REVIEW_TEXT_MAX_LENGTH)
  totalWins?: string | null;

  @NullableText('totalLessons', REVIEW_TEXT_MAX_LENGTH)
  totalLessons?: string | null;

  @NullableText('weeklyHighlights', REVIEW_TEXT_MAX_LENGTH)
  weeklyHighlights?: string | null;

  @NullableText('areasToImprove', REVIEW_TEXT_MAX_LENGTH)
  areasToImprove?: string | null;
}

/** The latest year allowed (this year + 1, in the user's zone) is the service's check. */
export class CreateMonthlyReviewDto extends MonthlyTextsDto implements CreateMonthlyReviewRequest {
  @WholeNumber('year', 2000, 9999)
  year!: number;

  @WholeNumber('month', 1, 12)
  month!: number;

  @Ignored("Ignored: the review is always the signed-in user's.")
  userId?: unknown;
}

/** A field left out keeps its value; null or blank clears it. */
export class UpdateMonthlyReviewDto extends MonthlyTextsDto {}
