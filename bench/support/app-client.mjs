// The backend as a signed-in person sees it: signing up through the app, and reading JSON.

/**
 * Signs a new user up through the app (invite code, time zone) and returns its id, its session
 * cookie (`name=value`) and every cookie the answer set (`{ name, value }`, for a browser).
 * `name` also makes the email (e.g. 'Bench Habits': bench-habits-<time>@example.com).
 */
export async function signUp(baseUrl, { inviteCode, name, timeZone }) {
  const emailName = name.toLowerCase().replaceAll(' ', '-');
  const response = await fetch(`${baseUrl}/api/auth/sign-up`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: `${emailName}-${Date.now()}@example.com`,
      password: 'bench-password-1234',
      inviteCode,
      timeZone,
    }),
  });
  if (!response.ok)
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((setCookie) => {
    const pair = setCookie.split(';')[0];
    const equals = pair.indexOf('=');
    return { name: pair.slice(0, equals), value: pair.slice(equals + 1) };
  });
  const session = cookies.find(({ name }) => name === 'gc_session');
  if (!session) throw new Error('sign-up set no session cookie');
  const user = await response.json();
  return { userId: user.id, cookie: `gc_session=${session.value}`, cookies };
}

export async function getJson(url, cookie) {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok)
    throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}
