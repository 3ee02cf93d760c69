import { HttpStatus } from '@nestjs/common';
import { codedHttpException, type CodedAnswer } from '../platform/errors/coded-http-exception.js';

export enum AccountErrorCode {
  WrongPassword = 'WRONG_PASSWORD',
  EmailMismatch = 'EMAIL_MISMATCH',
  LastAdmin = 'LAST_ADMIN',
}

const ANSWERS: Record<AccountErrorCode, CodedAnswer> = {
  [AccountErrorCode.WrongPassword]: [HttpStatus.BAD_REQUEST, 'Your password is incorrect'],
  [AccountErrorCode.EmailMismatch]: [
    HttpStatus.BAD_REQUEST,
    "The e-mail you typed is not your account's e-mail",
  ],
  [AccountErrorCode.LastAdmin]: [
    HttpStatus.CONFLICT,
    'You are the only admin, so your account cannot be deleted. Another admin is needed first.',
  ],
};

/** The errors of the account's own endpoints (export and deletion). */
export class AccountException extends codedHttpException(ANSWERS) {}
