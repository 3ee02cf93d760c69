import { idParam } from '../platform/validation/id-param.js';
import { type GoalsErrorCode, GoalsException } from './goals.exception.js';

/** A goals path id: not a UUID answers the code's 404. */
export function ownedId(notFound: GoalsErrorCode) {
  return idParam(() => new GoalsException(notFound));
}
