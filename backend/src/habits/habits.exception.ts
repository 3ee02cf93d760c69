import { HttpStatus } from '@nestjs/common';
import { codedHttpException, type CodedAnswer } from '../platform/errors/coded-http-exception.js';

export enum HabitsErrorCode {
  HabitNotFound = 'HABIT_NOT_FOUND',
  GoalNotFound = 'GOAL_NOT_FOUND',
  InvalidReorder = 'INVALID_REORDER',
  DateOutsideHabit = 'DATE_OUTSIDE_HABIT',
  InvalidChange = 'INVALID_CHANGE',
}

const ANSWERS: Record<HabitsErrorCode, CodedAnswer> = {
  [HabitsErrorCode.HabitNotFound]: [HttpStatus.NOT_FOUND, 'Habit not found'],
  // The goal link must be one of the user's own goals that is not deleted.
  [HabitsErrorCode.GoalNotFound]: [HttpStatus.NOT_FOUND, 'Goal not found'],
  [HabitsErrorCode.InvalidReorder]: [
    HttpStatus.BAD_REQUEST,
    'habitOrders must list each of your habits once, with displayOrder 0 to n-1.',
  ],
  [HabitsErrorCode.DateOutsideHabit]: [
    HttpStatus.BAD_REQUEST,
    "The date must be between the habit's creation and today.",
  ],
  // A body whose fields are each valid but do not go together (always given a message).
  [HabitsErrorCode.InvalidChange]: [HttpStatus.BAD_REQUEST, 'This change is not valid.'],
};

/** The errors of the habits module; `message` overrides the default text of the code. */
export class HabitsException extends codedHttpException(ANSWERS) {}
