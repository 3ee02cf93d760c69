import { type CreateWeeklyReviewRequest, REVIEW_TEXT_MAX_LENGTH } from '@goalcoach/contracts';
import { Ignored, ReviewText } from './review-fields.js';

/** Blank fields are stored as none; that one has text is the service's check. */
export class CreateWeeklyReviewDto implements CreateWeeklyReviewRequest {
  @ReviewText('winsThisWeek', REVIEW_TEXT_MAX_LENGTH)
  winsThisWeek?: string | null;

  @ReviewText('whatWorked', REVIEW_TEXT_MAX_LENGTH)
  whatWorked?: string | null;

  @ReviewText('whatDidntWork', REVIEW_TEXT_MAX_LENGTH)
  whatDidntWork?: string | null;

  @ReviewText('areasToImprove', REVIEW_TEXT_MAX_LENGTH)
  areasToImprove?: string | null;

  @Ignored('Ignored: the server dates the entry.')
  reviewDate?: string;

  @Ignored("Ignored: the entry is always the signed-in user's.")
  userId?: unknown;
}
