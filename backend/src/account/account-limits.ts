import {
  type RateLimitKey,
  limitKey,
  rule,
} from '../platform/security/rate-limit/rate-limit-rule.js';
import { clientAddressKey } from '../platform/security/rate-limit/client-address.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The limits of the account's own endpoints (counted in PostgreSQL, shared by every instance).
 * An export reads the whole account, so a person gets a few an hour; deleting asks for the
 * password, so wrong ones count like the change-password form's.
 */
const ACCOUNT_LIMITS = {
  exportPerAccount: rule(
    'account-export:account',
    5,
    HOUR,
    'You can download your data 5 times an hour. Please try again later.',
  ),
  deletePerAccount: rule(
    'account-delete:account',
    5,
    15 * MINUTE,
    'Too many attempts to delete your account. Please try again later.',
  ),
  deletePerAddress: rule(
    'account-delete:ip',
    20,
    15 * MINUTE,
    'Too many attempts to delete your account. Please try again later.',
  ),
} as const;

export function exportKeys(userId: string): RateLimitKey[] {
  return [limitKey(ACCOUNT_LIMITS.exportPerAccount, userId)];
}

export function deleteKeys(userId: string, ip: string): RateLimitKey[] {
  return [
    limitKey(ACCOUNT_LIMITS.deletePerAccount, userId),
    limitKey(ACCOUNT_LIMITS.deletePerAddress, clientAddressKey(ip)),
  ];
}
