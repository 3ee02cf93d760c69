import { deferredReply, mockApiPerTest, renderWithProviders } from '@goalcoach/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAdmin, someStats } from '../../../shared/test/fixtures';
import { StatCards } from './stat-cards';

const api = mockApiPerTest({ arrange: () => signInAdmin('Europe/Berlin') });

describe('Stat cards', () => {
  it('shows the four figures, the cost in dollars with 2 decimals', async () => {
    api.on('GET', '/admin/stats', {
      status: 200,
      body: someStats({ totalUsers: 10_000, activeUsersToday: 37, apiCallsToday: 1234 }),
    });
    renderWithProviders(<StatCards />);

    expect(await screen.findByTestId('admin-stat-total-users')).toHaveTextContent(
      'Total Users10,000',
    );
    expect(screen.getByTestId('admin-stat-active-today')).toHaveTextContent('Active Today37');
    expect(screen.getByTestId('admin-stat-calls-today')).toHaveTextContent('API Calls Today1,234');
    expect(screen.getByTestId('admin-stat-cost-today')).toHaveTextContent('Cost Today$1.50');
  });

  it("shows a cost under a cent as '<$0.01', and none as $0.00", async () => {
    api.on('GET', '/admin/stats', { status: 200, body: someStats({ estimatedCost: 0.0042 }) });
    const { unmount } = renderWithProviders(<StatCards />);
    expect(await screen.findByTestId('admin-stat-cost-today')).toHaveTextContent('<$0.01');
    unmount();

    api.on('GET', '/admin/stats', { status: 200, body: someStats({ estimatedCost: 0 }) });
    renderWithProviders(<StatCards />);
    expect(await screen.findByTestId('admin-stat-cost-today')).toHaveTextContent('$0.00');
  });

  it('holds skeletons while loading', async () => {
    const reply = deferredReply();
    api.on('GET', '/admin/stats', reply.handler);
    renderWithProviders(<StatCards />);

    expect(screen.getByLabelText('Loading the figures')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('admin-stat-total-users')).toBeNull();
    reply.resolve({ status: 200, body: someStats() });
    expect(await screen.findByTestId('admin-stat-total-users')).toBeVisible();
  });

  it('says the figures failed to load and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    api.on('GET', '/admin/stats', () =>
      fail
        ? { status: 500, body: { statusCode: 500, message: 'Internal server error' } }
        : { status: 200, body: someStats() },
    );
    renderWithProviders(<StatCards />);

    const error = await screen.findByTestId('admin-stats-error');
    expect(error).toHaveTextContent('Unable to load the figures');
    expect(error).not.toHaveTextContent('Internal server error');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByTestId('admin-stat-total-users')).toHaveTextContent('1,204');
    expect(api.calls('GET', '/admin/stats')).toHaveLength(2);
  });
});
