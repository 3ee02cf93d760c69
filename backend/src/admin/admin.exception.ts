import { HttpStatus } from '@nestjs/common';
import { ADMIN_USAGE_EXPORT_MAX_DAYS } from '@goalcoach/contracts';
import { codedHttpException, type CodedAnswer } from '../platform/errors/coded-http-exception.js';

export enum AdminErrorCode {
  ReversedRange = 'REVERSED_RANGE',
  RangeTooLong = 'RANGE_TOO_LONG',
}

const ANSWERS: Record<AdminErrorCode, CodedAnswer> = {
  [AdminErrorCode.ReversedRange]: [HttpStatus.BAD_REQUEST, 'from must not be after to'],
  [AdminErrorCode.RangeTooLong]: [
    HttpStatus.BAD_REQUEST,
    `The report covers at most ${ADMIN_USAGE_EXPORT_MAX_DAYS} days: choose a shorter range`,
  ],
};

/** The errors of the admin module; `message` overrides the default text of the code. */
export class AdminException extends codedHttpException(ANSWERS) {}
