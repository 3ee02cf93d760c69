import { idParam } from '../platform/validation/id-param.js';
import { type HabitsErrorCode, HabitsException } from './habits.exception.js';

/** A habits path id: not a UUID answers the code's 404. */
export function ownedId(notFound: HabitsErrorCode) {
  return idParam(() => new HabitsException(notFound));
}
