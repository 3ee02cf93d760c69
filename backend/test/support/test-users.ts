import { ApiClient } from './api-client.js';
import type { TestApp } from './test-app.js';

/** The invite code of the apps the goals specs start (each spec on its own database). */
export const TEST_INVITE = 'GOALS-TEST';
export const TEST_PASSWORD = 'tr0mb0ne-sky';

/**
 * A client of a user just signed up (which signs them in) to an app started with
 * TEST_INVITE: `Ann` is ann@example.com, `Runner 3` runner3@example.com.
 */
export async function signedIn(
  app: Pick<TestApp, 'get'>,
  name: string,
  timeZone = 'Europe/Berlin',
): Promise<ApiClient> {
  const client = new ApiClient(app);
  await client.signUp({
    name,
    email: `${name.toLowerCase().replace(/\s+/g, '')}@example.com`,
    password: TEST_PASSWORD,
    inviteCode: TEST_INVITE,
    timeZone,
  });
  return client;
}
