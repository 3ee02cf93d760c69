import { mockApiPerTest, renderWithProviders } from '@goalcoach/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminRoutes from '../routes';
import {
  aGoalRow,
  aPage,
  aUserRow,
  signInAdmin,
  someDailyUsage,
  someStats,
} from '../shared/test/fixtures';

vi.mock('../features/usage/components/usage-chart-canvas', () => ({
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const api = mockApiPerTest({ arrange: () => signInAdmin('Europe/Berlin') });

beforeEach(() => {
  api
    .on('GET', '/admin/stats', { status: 200, body: someStats() })
    .on('GET', '/admin/users', { status: 200, body: aPage([aUserRow()]) })
    .on('GET', '/admin/goal-history', { status: 200, body: aPage([aGoalRow()]) })
    .on('GET', '/admin/usage/daily', { status: 200, body: someDailyUsage('2026-03-02', [1]) })
    .on('GET', '/admin/invite-code', { status: 200, body: { code: 'SPRING' } });
});

describe('Admin page', () => {
  it('has the header, the Admin Access badge and every section', async () => {
    renderWithProviders(<AdminRoutes notFound={<p>404</p>} />, {
      route: '/admin',
      path: '/admin/*',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    expect(screen.getByText('Monitor users, resources, and system usage')).toBeVisible();
    expect(screen.getByTestId('admin-badge')).toHaveTextContent('Admin Access');
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'User Management',
      'Access Control',
      'Resource Usage',
      'Historical Goal Creation & API Tracking',
    ]);
    expect(await screen.findByTestId('admin-stat-total-users')).toHaveTextContent('1,204');
    expect(await screen.findByTestId('admin-user-row')).toBeVisible();
    expect(await screen.findByTestId('admin-goal-row')).toBeVisible();
    expect(await screen.findByRole('img')).toBeInTheDocument();
  });

  it('goes Back to Home', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminRoutes notFound={<p>404</p>} />, {
      route: '/admin',
      path: '/admin/*',
    });

    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(screen.getByText('elsewhere')).toBeVisible();
  });

  it('leaves unknown admin paths to the 404 page', () => {
    renderWithProviders(<AdminRoutes notFound={<p>404 page</p>} />, {
      route: '/admin/nope',
      path: '/admin/*',
    });
    expect(screen.getByText('404 page')).toBeVisible();
  });
});
