import { type CreateWeeklyReviewRequest, REVIEW_TEXT_MAX_LENGTH } from '@goalcoach/contracts';
import { NullableText } from '../../platform/validation/nullable-text.js';
import { Ignored } from './review-fields.js';

/** Blank fields are stored as none; that one has text is the service's check. */
export class CreateWeeklyReviewDto implements CreateWeeklyReviewRequest {
  @NullableText('winsThisWeek', REVIEW_TEXT_MAX_LENGTH)
  winsThisWeek?: string | null;

  @NullableText('whatWorked', REVIEW_TEXT_MAX_LENGTH)
  whatWorked?: string | null;

  @NullableText('whatDidntWork', REVIEW_TEXT_MAX_LENGTH)
  whatDidntWork?: string | null;

  @NullableText('areasToImprove', REVIEW_TEXT_MAX_LENGTH)
  areasToImprove?: string | null;

  @Ignored('Ignored: the server dates the entry.')
  reviewDate?: string;

  @Ignored("Ignored: the entry is always the signed-in user's.")
  userId?: unknown;
}
