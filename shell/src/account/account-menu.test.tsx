import type { SessionUser } from '@goalcoach/contracts';
import { useSession } from '@goalcoach/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@goalcoach/routing';
import { AccountMenu } from './account-menu';

const grace: SessionUser = {
  id: 'u1',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  isAdmin: false,
  timeZone: 'UTC',
};

describe('AccountMenu', () => {
  beforeEach(() => useSession.getState().signedIn(grace));
  afterEach(() => useSession.getState().signedOut());

  it("shows the user's initials, and its name starts with them", () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <AccountMenu />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const button = screen.getByTestId('account-menu');
    expect(button).toHaveTextContent(/^GH$/);
    expect(button).toHaveAccessibleName('GH, account menu');
  });
});
