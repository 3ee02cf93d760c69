import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createQueryClient, setApiTransport } from '@goalcoach/api';
import type { RuntimeConfig, SessionUser } from '@goalcoach/contracts';
import { useSession } from '@goalcoach/session';
import { Toaster } from '@goalcoach/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@goalcoach/routing';
import { vi } from 'vitest';
import { useAccountSettings } from '../account/account-settings-store';
import { AppRoutes } from '../app/app-routes';
import { OnDemandDialogs } from '../app/on-demand-dialogs';
import { useAuthDialog } from '../auth/auth-dialog-store';
import { SESSION_ENDED_NOTICE } from './session-expiry';

// A remote page that reads the user's data through the shared client, like mf-goals does.
vi.mock('../federation/remote-page', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  function RemotePage({ module }: { module: string }) {
    const goal = useQuery<{ title: string }>({ queryKey: ['/goals/g1'] });
    return (
      <section data-testid="remote-page">
        <p>remote {module}</p>
        {goal.data && <h1>{goal.data.title}</h1>}
        <button type="button" onClick={() => void goal.refetch()}>
          Refresh
        </button>
      </section>
    );
  }
  return { RemotePage };
});

const ada: SessionUser = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  isAdmin: false,
  timeZone: 'UTC',
};
const PASSWORD = 'engine-notes';

// Real HTTP: a small server that holds one session, which a test can revoke.
let server: Server;
let restoreTransport: () => void;
let signedIn = true;
const requests: string[] = [];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void (async () => {
      requests.push(`${req.method} ${req.url}`);
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && req.url === '/api/auth/sign-in') {
        const { password } = JSON.parse(await readBody(req)) as { password: string };
        if (password !== PASSWORD) {
          json(401, { statusCode: 401, message: 'Invalid email or password' });
          return;
        }
        signedIn = true;
        json(200, ada);
      } else if (!signedIn) {
        json(401, { statusCode: 401, message: 'Not signed in' });
      } else if (req.url === '/api/auth/user') {
        json(200, ada);
      } else if (req.url === '/api/goals/g1') {
        json(200, { title: 'Run a half marathon' });
      } else {
        json(404, { statusCode: 404, message: 'Not found' });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  restoreTransport = setApiTransport({
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
  });
});

afterAll(() => {
  restoreTransport();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  signedIn = true;
  requests.length = 0;
  useSession.setState({ status: 'loading', user: null });
  useAuthDialog.getState().close();
  useAccountSettings.getState().hide();
});

function renderApp(path: string): QueryClient {
  const client = createQueryClient();
  client.setQueryData(['/config'], {
    feedbackUrl: null,
    environment: 'test',
  } satisfies RuntimeConfig);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <OnDemandDialogs />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return client;
}

describe('a session that ends under a signed-in page', () => {
  it('signs the page out on the next call, offers Sign In, and comes back after it', async () => {
    const user = userEvent.setup();
    const client = renderApp('/goals/g1');
    expect(await screen.findByRole('heading', { name: 'Run a half marathon' })).toBeVisible();
    expect(await screen.findByTestId('account-menu')).toBeVisible();

    signedIn = false; // e.g. signed out on another device, or expired
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    const dialog = await screen.findByTestId('auth-dialog-sign-in');
    expect(within(dialog).getByTestId('auth-dialog-notice')).toHaveTextContent(
      SESSION_ENDED_NOTICE,
    );
    expect(await screen.findByTestId('landing-page')).toBeInTheDocument();
    expect(screen.queryByTestId('account-menu')).not.toBeInTheDocument();
    expect(screen.queryByTestId('remote-page')).not.toBeInTheDocument();
    expect(useSession.getState()).toMatchObject({ status: 'unauthenticated', user: null });
    // The user's data is gone from the cache; the public config stays (no reload of the app).
    expect(client.getQueryData(['/goals/g1'])).toBeUndefined();
    expect(client.getQueryData(['/config'])).toBeDefined();

    // A wrong password is the sign-in's own answer, not another ended session.
    await user.type(within(dialog).getByTestId('sign-in-email'), ada.email);
    await user.type(within(dialog).getByTestId('sign-in-password'), 'not-my-password');
    await user.click(within(dialog).getByTestId('sign-in-submit'));
    expect(await screen.findByText('Invalid email or password')).toBeVisible();
    expect(within(dialog).getByTestId('auth-dialog-notice')).toBeVisible();

    await user.clear(within(dialog).getByTestId('sign-in-password'));
    await user.type(within(dialog).getByTestId('sign-in-password'), PASSWORD);
    await user.click(within(dialog).getByTestId('sign-in-submit'));

    // Back where they were: the same page, its data read again for the signed-in user.
    expect(await screen.findByRole('heading', { name: 'Run a half marathon' })).toBeVisible();
    expect(screen.getByText('remote mf_goals/routes')).toBeVisible();
    expect(await screen.findByTestId('account-menu')).toBeVisible();
    await waitFor(() => expect(screen.queryByTestId('auth-dialog-sign-in')).toBeNull());
    expect(requests.filter((r) => r === 'GET /api/goals/g1')).toHaveLength(3);
  });

  it('closes Account Settings when saving there finds the session gone', async () => {
    const user = userEvent.setup();
    renderApp('/habits');
    expect(await screen.findByText('remote mf_habits/routes')).toBeVisible();
    act(() => useAccountSettings.getState().show());
    const settings = await screen.findByTestId('account-settings');

    signedIn = false;
    await user.click(within(settings).getByTestId('profile-save'));

    expect(await screen.findByTestId('auth-dialog-notice')).toHaveTextContent(SESSION_ENDED_NOTICE);
    expect(await screen.findByTestId('landing-page')).toBeInTheDocument();
    expect(screen.queryByTestId('account-settings')).not.toBeInTheDocument();
    expect(screen.queryByTestId('account-menu')).not.toBeInTheDocument();
  });

  it('shows a visitor who was never signed in the landing page without any notice', async () => {
    signedIn = false;
    renderApp('/goals/g1');
    expect(await screen.findByTestId('landing-page')).toBeInTheDocument();
    expect(requests).toEqual(['GET /api/auth/user']);
    expect(screen.queryByTestId('auth-dialog-sign-in')).not.toBeInTheDocument();
    expect(useAuthDialog.getState().open).toBe(false);
  });

  it('opens Sign In from the landing page without the notice', async () => {
    const user = userEvent.setup();
    signedIn = false;
    renderApp('/');
    await user.click(await screen.findByTestId('landing-sign-in'));
    expect(await screen.findByTestId('auth-dialog-sign-in')).toBeVisible();
    expect(screen.queryByTestId('auth-dialog-notice')).not.toBeInTheDocument();
  });
});

describe('the session check at start', () => {
  it('is not asked again by the page when the app already has the answer', async () => {
    // The app asks before its first render (warm-up-first-page); the gate mounts after that.
    await useSession.getState().checkSession();
    renderApp('/goals/g1');
    expect(await screen.findByRole('heading', { name: 'Run a half marathon' })).toBeVisible();
    expect(requests.filter((r) => r === 'GET /api/auth/user')).toHaveLength(1);
  });
});
