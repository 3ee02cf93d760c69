import { HttpException, HttpStatus } from '@nestjs/common';

export enum AuthErrorCode {
  NotSignedIn = 'NOT_SIGNED_IN',
  AdminOnly = 'ADMIN_ONLY',
  InvalidInviteCode = 'INVALID_INVITE_CODE',
  InvalidCredentials = 'INVALID_CREDENTIALS',
  TooManySignInAttempts = 'TOO_MANY_SIGN_IN_ATTEMPTS',
  WeakPassword = 'WEAK_PASSWORD',
  WrongCurrentPassword = 'WRONG_CURRENT_PASSWORD',
  InvalidResetToken = 'INVALID_RESET_TOKEN',
  CrossSiteRequest = 'CROSS_SITE_REQUEST',
}

const ANSWERS: Record<AuthErrorCode, [HttpStatus, string]> = {
  [AuthErrorCode.NotSignedIn]: [HttpStatus.UNAUTHORIZED, 'Not signed in'],
  [AuthErrorCode.AdminOnly]: [HttpStatus.FORBIDDEN, 'Admins only'],
  [AuthErrorCode.InvalidInviteCode]: [HttpStatus.BAD_REQUEST, 'Invalid invite code'],
  [AuthErrorCode.InvalidCredentials]: [HttpStatus.UNAUTHORIZED, 'Invalid email or password'],
  [AuthErrorCode.TooManySignInAttempts]: [
    HttpStatus.TOO_MANY_REQUESTS,
    'Too many sign-in attempts. Please try again later.',
  ],
  [AuthErrorCode.WeakPassword]: [HttpStatus.BAD_REQUEST, 'This password is not allowed'],
  [AuthErrorCode.WrongCurrentPassword]: [HttpStatus.BAD_REQUEST, 'Current password is incorrect'],
  [AuthErrorCode.InvalidResetToken]: [
    HttpStatus.BAD_REQUEST,
    'This reset link is invalid or has expired. Please request a new one.',
  ],
  [AuthErrorCode.CrossSiteRequest]: [HttpStatus.FORBIDDEN, 'Cross-site request refused'],
};

/** The errors of the auth module; `message` overrides the default text of the code. */
export class AuthException extends HttpException {
  constructor(
    readonly code: AuthErrorCode,
    message?: string,
  ) {
    const [status, defaultMessage] = ANSWERS[code];
    super(message ?? defaultMessage, status);
  }
}
