import {
  type RateLimitKey,
  limitKey,
  rule,
} from '../../platform/security/rate-limit/rate-limit-rule.js';
import { clientAddressKey } from '../../platform/security/rate-limit/client-address.js';
import { normalizeEmail } from '../../users/email-address.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const SIGN_IN_REFUSAL = 'Too many sign-in attempts. Please try again later.';
const RESET_REFUSAL = 'Too many password reset requests. Please try again later.';
const CHANGE_PASSWORD_REFUSAL = 'Too many password change attempts. Please try again later.';
const INVITE_REFUSAL = 'Too many invite code attempts. Please try again later.';
const SIGN_UP_REFUSAL = 'Too many sign-up attempts. Please try again later.';

/**
 * Every limit of the account endpoints, in one place (counted in PostgreSQL, shared by every
 * instance; "per address" is per client IP, or per /64 network for IPv6).
 *
 * Guesses (sign-in, current password, invite code) are counted before they are checked and the
 * count is taken back when the guess was right, so parallel guesses cannot pass the limit and
 * people who get it right use up nothing. Reset mails count every request: each one may send a
 * mail. A request refused by one of its limits counts on none.
 */
const AUTH_LIMITS = {
  /** Wrong passwords for one e-mail (known or not), forgotten at the next good sign-in. */
  signInPerAccount: rule('sign-in:account', 10, 15 * MINUTE, SIGN_IN_REFUSAL),
  signInPerAddress: rule('sign-in:ip', 30, 15 * MINUTE, SIGN_IN_REFUSAL),
  /** Reset mails to one e-mail (known or not: the answer must not tell). */
  forgotPasswordPerEmail: rule('forgot-password:email', 3, HOUR, RESET_REFUSAL),
  forgotPasswordPerAddress: rule('forgot-password:ip', 20, HOUR, RESET_REFUSAL),
  /** Wrong current passwords on the change-password form, by signed-in account. */
  changePasswordPerAccount: rule(
    'change-password:account',
    5,
    15 * MINUTE,
    CHANGE_PASSWORD_REFUSAL,
  ),
  changePasswordPerAddress: rule('change-password:ip', 20, 15 * MINUTE, CHANGE_PASSWORD_REFUSAL),
  /** Wrong invite codes, at validate-invite and sign-up together (both check the code). */
  inviteCodePerAddress: rule('invite-code:ip', 10, HOUR, INVITE_REFUSAL),
  /**
   * Sign-ups that make no account (the address is taken, the password is refused): with the
   * (shared) invite code, "address taken" answers would otherwise tell who has an account, and
   * each attempt costs a password hash. A sign-up that makes an account takes its count back.
   */
  signUpPerAddress: rule('sign-up:ip', 20, HOUR, SIGN_UP_REFUSAL),
} as const;

export function signInKeys(email: string, ip: string): RateLimitKey[] {
  return [
    limitKey(AUTH_LIMITS.signInPerAccount, normalizeEmail(email)),
    limitKey(AUTH_LIMITS.signInPerAddress, clientAddressKey(ip)),
  ];
}

export function signInAccountKey(email: string): RateLimitKey {
  return limitKey(AUTH_LIMITS.signInPerAccount, normalizeEmail(email));
}

export function forgotPasswordKeys(email: string, ip: string): RateLimitKey[] {
  return [
    limitKey(AUTH_LIMITS.forgotPasswordPerEmail, normalizeEmail(email)),
    limitKey(AUTH_LIMITS.forgotPasswordPerAddress, clientAddressKey(ip)),
  ];
}

export function changePasswordKeys(userId: string, ip: string): RateLimitKey[] {
  return [
    limitKey(AUTH_LIMITS.changePasswordPerAccount, userId),
    limitKey(AUTH_LIMITS.changePasswordPerAddress, clientAddressKey(ip)),
  ];
}

export function signUpKeys(ip: string): RateLimitKey[] {
  return [limitKey(AUTH_LIMITS.signUpPerAddress, clientAddressKey(ip))];
}

export function inviteCodeKeys(ip: string): RateLimitKey[] {
  return [limitKey(AUTH_LIMITS.inviteCodePerAddress, clientAddressKey(ip))];
}
