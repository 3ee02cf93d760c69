import type { SessionUser, SignUpRequest } from '@goalcoach/contracts';
import type { TestApp } from './test-app.js';

export const SESSION_COOKIE = 'gc_session';

/**
 * A browser-like client of the test app: JSON bodies, and one cookie jar holding the session
 * cookie (set and cleared by the server's Set-Cookie).
 */
export class ApiClient {
  token: string | undefined;
  lastSetCookie: string | undefined;
  /** Every cookie the last answer set or cleared, as sent. */
  lastSetCookies: string[] = [];

  constructor(
    /** Any app that answers HTTP: an in-process TestApp or a spawned AppProcess's fetch. */
    private readonly app: Pick<TestApp, 'get'>,
    private readonly headers: Record<string, string> = {},
  ) {}

  async send(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const response = await this.app.get(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.token ? { cookie: `${SESSION_COOKIE}=${this.token}` } : {}),
        ...this.headers,
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.lastSetCookies = response.headers.getSetCookie();
    const setCookie = this.lastSetCookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    if (setCookie) {
      this.lastSetCookie = setCookie;
      const value = setCookie.slice(SESSION_COOKIE.length + 1).split(';')[0] ?? '';
      const cleared = value === '' || /expires=Thu, 01 Jan 1970/i.test(setCookie);
      this.token = cleared ? undefined : value;
    }
    return response;
  }

  get(path: string): Promise<Response> {
    return this.send('GET', path);
  }

  post(path: string, body: unknown = {}, headers?: Record<string, string>): Promise<Response> {
    return this.send('POST', path, body, headers);
  }

  put(path: string, body: unknown): Promise<Response> {
    return this.send('PUT', path, body);
  }

  patch(path: string, body: unknown): Promise<Response> {
    return this.send('PATCH', path, body);
  }

  async signUp(request: SignUpRequest): Promise<SessionUser> {
    const response = await this.post('/api/auth/sign-up', request);
    if (response.status !== 201) {
      throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
    }
    return (await response.json()) as SessionUser;
  }

  async signIn(email: string, password: string): Promise<Response> {
    return this.post('/api/auth/sign-in', { email, password });
  }

  /** The status of GET /api/auth/user: 200 signed in, 401 not. */
  async userStatus(): Promise<number> {
    const response = await this.get('/api/auth/user');
    await response.text();
    return response.status;
  }
}

/** JSON body of a response, typed loosely for assertions. */
export async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}
