import { idParam } from '../platform/validation/id-param.js';
import { type ReviewsErrorCode, ReviewsException } from './reviews.exception.js';

/** A reviews path id: not a UUID answers the code's 404. */
export function ownedId(notFound: ReviewsErrorCode) {
  return idParam(() => new ReviewsException(notFound));
}
