import { HttpStatus } from '@nestjs/common';
import { CHECK_IN_DAYS_BACK_MAX } from '@goalcoach/contracts';
import { codedHttpException, type CodedAnswer } from '../platform/errors/coded-http-exception.js';

export enum CheckInsErrorCode {
  CheckInNotFound = 'CHECK_IN_NOT_FOUND',
  CheckInDayOutOfRange = 'CHECK_IN_DAY_OUT_OF_RANGE',
}

const ANSWERS: Record<CheckInsErrorCode, CodedAnswer> = {
  [CheckInsErrorCode.CheckInNotFound]: [HttpStatus.NOT_FOUND, 'Check-in not found'],
  [CheckInsErrorCode.CheckInDayOutOfRange]: [
    HttpStatus.BAD_REQUEST,
    `A check-in is for today or one of the ${CHECK_IN_DAYS_BACK_MAX} days before.`,
  ],
};

/** The errors of the check-ins module; `message` overrides the default text of the code. */
export class CheckInsException extends codedHttpException(ANSWERS) {}
