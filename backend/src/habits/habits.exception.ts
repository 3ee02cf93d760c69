import { HttpStatus } from '@nestjs/common';
import { codedHttpException, type CodedAnswer } from '../platform/errors/coded-http-exception.js';

export enum HabitsErrorCode {
  HabitNotFound = 'HABIT_NOT_FOUND',
  GoalNotFound = 'GOAL_NOT_FOUND',
  InvalidReorder = 'INVALID_REORDER',
  DateOutsideHabit = 'DATE_OUTSIDE_HABIT',
  InvalidChange = 'INVALID_CHANGE',
  InvalidImport = 'INVALID_IMPORT',
  ImportTooLarge = 'IMPORT_TOO_LARGE',
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
  // A file that is not Loop Habit Tracker's CSV export (always given a message saying why).
  [HabitsErrorCode.InvalidImport]: [
    HttpStatus.BAD_REQUEST,
    'This is not a Loop Habit Tracker export: expected the ZIP of Loop\'s "Export as CSV".',
  ],
  // An export whose unpacked files pass the limits (a zip bomb, or not an export of habits).
  [HabitsErrorCode.ImportTooLarge]: [HttpStatus.PAYLOAD_TOO_LARGE, 'The export is too large.'],
};

/** The errors of the habits module; `message` overrides the default text of the code. */
export class HabitsException extends codedHttpException(ANSWERS) {}
