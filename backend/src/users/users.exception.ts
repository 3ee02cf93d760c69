import { HttpException, HttpStatus } from '@nestjs/common';
import { UNKNOWN_TIME_ZONE } from '../platform/clock/time-zone-names.js';

export enum UsersErrorCode {
  EmailTaken = 'EMAIL_TAKEN',
  NotFound = 'USER_NOT_FOUND',
  UnknownTimeZone = 'UNKNOWN_TIME_ZONE',
}

const ANSWERS: Record<UsersErrorCode, [HttpStatus, string]> = {
  [UsersErrorCode.EmailTaken]: [HttpStatus.CONFLICT, 'An account with this email already exists'],
  [UsersErrorCode.NotFound]: [HttpStatus.NOT_FOUND, 'User not found'],
  [UsersErrorCode.UnknownTimeZone]: [HttpStatus.BAD_REQUEST, UNKNOWN_TIME_ZONE],
};

export class UsersException extends HttpException {
  constructor(readonly code: UsersErrorCode) {
    const [status, message] = ANSWERS[code];
    super(message, status);
  }
}
