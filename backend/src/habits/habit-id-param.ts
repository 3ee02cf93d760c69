import { OwnedIdParam } from '../platform/validation/owned-id.pipe.js';
import { HabitsErrorCode, HabitsException } from './habits.exception.js';

/** A habit's id in the path (`:id`): not one of the user's habits answers 404. */
export const HabitIdParam = () =>
  OwnedIdParam('id', () => new HabitsException(HabitsErrorCode.HabitNotFound));
