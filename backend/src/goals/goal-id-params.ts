import { OwnedIdParam } from '../platform/validation/owned-id.pipe.js';
import { GoalsErrorCode, GoalsException } from './goals.exception.js';

/** A goal's id in the path (`:id` unless named): not one of the user's goals answers 404. */
export const GoalIdParam = (name = 'id') =>
  OwnedIdParam(name, () => new GoalsException(GoalsErrorCode.GoalNotFound));

export const MilestoneIdParam = () =>
  OwnedIdParam('id', () => new GoalsException(GoalsErrorCode.MilestoneNotFound));

export const CheckpointIdParam = () =>
  OwnedIdParam('id', () => new GoalsException(GoalsErrorCode.CheckpointNotFound));

export const TaskIdParam = () =>
  OwnedIdParam('id', () => new GoalsException(GoalsErrorCode.TaskNotFound));
