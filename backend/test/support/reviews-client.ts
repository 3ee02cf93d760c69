import type { CheckIn, CreateCheckInRequest, WeeklyReview } from '@goalcoach/contracts';
import type { ManualClock } from '../../src/platform/clock/clock.js';
import { ApiClient } from './api-client.js';
import { body } from './expect-response.js';
import type { TestApp } from './test-app.js';
import { TEST_INVITE } from './test-users.js';

/** Moves a ManualClock to an instant (forwards or back). */
export function setClock(clock: ManualClock, at: string | Date): void {
  clock.advance(new Date(at).getTime() - clock.now().getTime());
}

export const DONE: CreateCheckInRequest = { completedDailyAction: true, confidenceLevel: 8 };

/** Today's check-in of the client (201). */
export const checkIn = (client: ApiClient, fields: object = DONE) =>
  client.post('/api/checkin', fields).then((response) => body<CheckIn>(response, 201));

export const checkInsOf = (client: ApiClient) =>
  client.get('/api/checkins').then((response) => body<CheckIn[]>(response));

/** A manual weekly entry (201). */
export const writeWeekly = (client: ApiClient, fields: object) =>
  client.post('/api/reviews', fields).then((response) => body<WeeklyReview>(response, 201));

/** The e-mail of a user signed up by `signedIn` or `reviewer` under this name. */
export function emailOf(name: string): string {
  return `${name.toLowerCase().replace(/\s+/g, '')}@example.com`;
}

const PASSWORD = 'reviews-kettle-42';

/** A user signed up (and in) at the app's clock, who can sign in again after a long move of it. */
export async function reviewer(
  app: Pick<TestApp, 'get'>,
  name: string,
  timeZone: string,
): Promise<ApiClient> {
  const client = new ApiClient(app);
  await client.signUp({
    name,
    email: emailOf(name),
    password: PASSWORD,
    inviteCode: TEST_INVITE,
    timeZone,
  });
  return client;
}

/** A fresh session for a `reviewer` (sessions end after 7 idle days, 30 in all). */
export async function signInAgain(client: ApiClient, name: string): Promise<void> {
  const response = await client.signIn(emailOf(name), PASSWORD);
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
}
