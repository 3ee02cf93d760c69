import type { RuntimeConfig, SessionUser } from '@goalcoach/contracts';
import { useSession } from '@goalcoach/session';
import { createQueryClient } from '@goalcoach/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@goalcoach/routing';
import { vi } from 'vitest';
import { AppRoutes } from './app-routes';

vi.mock('../federation/remote-page', () => ({
  RemotePage: ({ module }: { module: string }) => <p>remote {module}</p>,
}));
vi.mock('../federation/remote-background', () => ({ RemoteBackgroundHost: () => null }));

const ada: SessionUser = {
  id: 'u1',
  name: 'Ada',
  email: 'a@example.com',
  isAdmin: false,
  timeZone: 'UTC',
};

/** Where the router is now, for redirects. */
function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  // The app's own client: config is never stale, so the seeded answer is all it uses.
  const client = createQueryClient();
  client.setQueryData(['/config'], {
    feedbackUrl: null,
    environment: 'test',
  } satisfies RuntimeConfig);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function sessionIs(status: 'loading' | 'authenticated' | 'unauthenticated') {
  // The gate asks the server on mount; here the answer is fixed.
  useSession.setState({
    status,
    user: status === 'authenticated' ? ada : null,
    checkSession: async () => undefined,
  });
}

describe('route table', () => {
  it('shows a plain Loading... on every path while the session is checked', () => {
    sessionIs('loading');
    renderAt('/no-such-page');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('shows the landing page at / and /landing when signed out', async () => {
    sessionIs('unauthenticated');
    renderAt('/');
    expect(await screen.findByTestId('landing-page')).toBeInTheDocument();
  });

  it('shows home from the goals remote at / when signed in', async () => {
    sessionIs('authenticated');
    renderAt('/');
    expect(await screen.findByText('remote mf_goals/HomePage')).toBeInTheDocument();
  });

  it('mounts each remote at its path, case-insensitively', async () => {
    sessionIs('authenticated');
    renderAt('/HABITS');
    expect(await screen.findByText('remote mf_habits/routes')).toBeInTheDocument();
  });

  it('shows signed-out visitors the landing page instead of a signed-in page', async () => {
    sessionIs('unauthenticated');
    renderAt('/vision');
    expect(await screen.findByTestId('landing-page')).toBeInTheDocument();
  });

  it('offline, shows that instead of the landing page on a signed-in page', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    sessionIs('unauthenticated');
    renderAt('/habits');
    expect(await screen.findByTestId('offline-page')).toHaveTextContent("You're offline");
    expect(screen.queryByTestId('landing-page')).not.toBeInTheDocument();
  });

  it('opens the app with the default configuration when the first answer failed', async () => {
    sessionIs('unauthenticated');
    const client = createQueryClient();
    client.setQueryDefaults(['/config'], {
      queryFn: () => Promise.reject(new Error('offline')),
    });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/landing']}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('landing-page')).toBeInTheDocument();
  });

  it('opens the admin remote for admins only; others get the 404 page', async () => {
    sessionIs('authenticated');
    renderAt('/admin');
    expect(await screen.findByText("Looks Like You're Off the Path")).toBeInTheDocument();
  });

  it('opens the admin remote for an admin', async () => {
    useSession.setState({
      status: 'authenticated',
      user: { ...ada, isAdmin: true },
      checkSession: async () => undefined,
    });
    renderAt('/admin');
    expect(await screen.findByText('remote mf_admin/routes')).toBeInTheDocument();
  });

  it('shows the reset-password page to signed-out visitors', async () => {
    sessionIs('unauthenticated');
    renderAt('/reset-password?token=abc');
    expect(await screen.findByTestId('reset-password-page')).toBeInTheDocument();
  });

  it('sends a signed-in user from /landing to home', async () => {
    sessionIs('authenticated');
    renderAt('/landing');
    expect(await screen.findByText('remote mf_goals/HomePage')).toBeInTheDocument();
  });

  it('sends /goal/{id} (the target after undoing a delete) on to /goals/{id}, case-insensitively', async () => {
    sessionIs('authenticated');
    renderAt('/GOAL/goal%201?from=undo');
    expect(await screen.findByText('remote mf_goals/routes')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/goals/goal%201');
  });

  it('shows the 404 page for an unknown path', async () => {
    sessionIs('authenticated');
    renderAt('/nowhere');
    expect(await screen.findByText("Looks Like You're Off the Path")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Your Goals/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Check Your Habits/ })).toHaveAttribute(
      'href',
      '/habits',
    );
  });
});
