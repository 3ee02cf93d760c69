import { HttpException, HttpStatus } from '@nestjs/common';

export enum UsersErrorCode {
  EmailTaken = 'EMAIL_TAKEN',
  NotFound = 'USER_NOT_FOUND',
}

const ANSWERS: Record<UsersErrorCode, [HttpStatus, string]> = {
  [UsersErrorCode.EmailTaken]: [HttpStatus.CONFLICT, 'An account with this email already exists'],
  [UsersErrorCode.NotFound]: [HttpStatus.NOT_FOUND, 'User not found'],
};

export class UsersException extends HttpException {
  constructor(readonly code: UsersErrorCode) {
    const [status, message] = ANSWERS[code];
    super(message, status);
  }
}
