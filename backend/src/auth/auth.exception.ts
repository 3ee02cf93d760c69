import { HttpStatus } from '@nestjs/common';
import { codedHttpException, type CodedAnswer } from '../platform/errors/coded-http-exception.js';

export enum AuthErrorCode {
  NotSignedIn = 'NOT_SIGNED_IN',
  AdminOnly = 'ADMIN_ONLY',
  InvalidInviteCode = 'INVALID_INVITE_CODE',
  InvalidCredentials = 'INVALID_CREDENTIALS',
  WeakPassword = 'WEAK_PASSWORD',
  WrongCurrentPassword = 'WRONG_CURRENT_PASSWORD',
  InvalidResetToken = 'INVALID_RESET_TOKEN',
  InvalidAdminLink = 'INVALID_ADMIN_LINK',
  AdminLinkOfOtherAccount = 'ADMIN_LINK_OF_OTHER_ACCOUNT',
  CrossSiteRequest = 'CROSS_SITE_REQUEST',
}

const ANSWERS: Record<AuthErrorCode, CodedAnswer> = {
  [AuthErrorCode.NotSignedIn]: [HttpStatus.UNAUTHORIZED, 'Not signed in'],
  [AuthErrorCode.AdminOnly]: [HttpStatus.FORBIDDEN, 'Admins only'],
  [AuthErrorCode.InvalidInviteCode]: [HttpStatus.BAD_REQUEST, 'Invalid invite code'],
  [AuthErrorCode.InvalidCredentials]: [HttpStatus.UNAUTHORIZED, 'Invalid email or password'],
  [AuthErrorCode.WeakPassword]: [HttpStatus.BAD_REQUEST, 'This password is not allowed'],
  [AuthErrorCode.WrongCurrentPassword]: [HttpStatus.BAD_REQUEST, 'Current password is incorrect'],
  [AuthErrorCode.InvalidResetToken]: [
    HttpStatus.BAD_REQUEST,
    'This reset link is invalid or has expired. Please request a new one.',
  ],
  [AuthErrorCode.InvalidAdminLink]: [
    HttpStatus.BAD_REQUEST,
    'This link is invalid or has expired, or your address is no longer the one it was sent to.',
  ],
  [AuthErrorCode.AdminLinkOfOtherAccount]: [
    HttpStatus.FORBIDDEN,
    'This link belongs to another account. Sign in with the address it was sent to, then open it again.',
  ],
  [AuthErrorCode.CrossSiteRequest]: [HttpStatus.FORBIDDEN, 'Cross-site request refused'],
};

/**
 * The errors of the auth module; `message` overrides the default text of the code. Limits
 * answer with the platform's RetryLaterException (429 with Retry-After) instead.
 */
export class AuthException extends codedHttpException(ANSWERS) {}
