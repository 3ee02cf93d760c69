import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type {
  SessionUser,
  SignInRequest,
  SignUpRequest,
  VerifyAdminEmailRequest,
} from '@goalcoach/contracts';
import { ACCOUNT_TIME_ZONE } from './account-calendar.js';
import { baseURL } from './environment.js';
import { waitForMail } from './mail-catcher.js';

export const INVITE_CODE = 'E2E-INVITE-2026';
export const ADMIN = { name: 'Ada Admin', email: 'admin@e2e.test', password: 'orbit-lantern-42' };

export type TestAccount = { name: string; email: string; password: string };

export function uniqueAccount(label = 'user'): TestAccount {
  const id = randomBytes(4).toString('hex');
  return {
    name: `Test ${label} ${id}`,
    email: `${label}-${id}@e2e.test`,
    password: `quiet-harbor-${id}`,
  };
}

/** State-changing calls must come from our own origin (CSRF rule). */
const sameOrigin = { Origin: baseURL };

async function expectOk(response: { ok(): boolean; status(): number; text(): Promise<string> }) {
  if (!response.ok()) throw new Error(`${response.status()}: ${await response.text()}`);
}

export async function signUp(
  request: APIRequestContext,
  account: TestAccount,
): Promise<SessionUser> {
  const body: SignUpRequest = { ...account, inviteCode: INVITE_CODE, timeZone: ACCOUNT_TIME_ZONE };
  const response = await request.post('/api/auth/sign-up', { data: body, headers: sameOrigin });
  await expectOk(response);
  return (await response.json()) as SessionUser;
}

export async function signIn(
  request: APIRequestContext,
  account: TestAccount,
): Promise<SessionUser> {
  const body: SignInRequest = { email: account.email, password: account.password };
  const response = await request.post('/api/auth/sign-in', { data: body, headers: sameOrigin });
  await expectOk(response);
  return (await response.json()) as SessionUser;
}

/**
 * ADMIN_EMAIL makes nobody an admin by itself: as an operator would, the account with that
 * address opens the link mailed to it and confirms, signed in (the `request` holds the session).
 */
export async function confirmAdminEmail(
  request: APIRequestContext,
  account: TestAccount,
): Promise<SessionUser> {
  const mail = await waitForMail(account.email);
  const token = /\/verify-admin-email\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  if (!token) throw new Error(`No admin link in the mail to ${account.email}:\n${mail}`);
  const body: VerifyAdminEmailRequest = { token };
  const response = await request.post('/api/auth/verify-admin-email', {
    data: body,
    headers: sameOrigin,
  });
  await expectOk(response);
  const user = (await response.json()) as SessionUser;
  if (!user.isAdmin) throw new Error(`${account.email} is not an admin after confirming`);
  return user;
}
