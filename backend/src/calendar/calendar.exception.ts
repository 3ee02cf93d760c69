import { HttpStatus } from '@nestjs/common';
import { codedHttpException, type CodedAnswer } from '../platform/errors/coded-http-exception.js';

export enum CalendarErrorCode {
  FeedNotFound = 'CALENDAR_FEED_NOT_FOUND',
}

const ANSWERS: Record<CalendarErrorCode, CodedAnswer> = {
  // Only the owner's own feed is ever looked up, so this means "not made yet".
  [CalendarErrorCode.FeedNotFound]: [HttpStatus.NOT_FOUND, 'Calendar feed not found'],
};

/** The errors of the calendar module; `message` overrides the default text of the code. */
export class CalendarException extends codedHttpException(ANSWERS) {}
