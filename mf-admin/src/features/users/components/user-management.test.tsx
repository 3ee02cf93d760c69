import type { AdminUserRow } from '@goalcoach/contracts';
import { deferredReply, mockApiPerTest, renderWithProviders } from '@goalcoach/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPage, aUserRow, signInAdmin } from '../../../shared/test/fixtures';
import { UserManagement } from './user-management';

const api = mockApiPerTest({ arrange: () => signInAdmin('Europe/Berlin') });

const rows = () => screen.getAllByTestId('admin-user-row');
const rowOf = (name: string) => screen.getByRole('article', { name });

/** Pages of `total` users, 25 a page, named 'User {n}'. */
function serveUsers(total: number) {
  api.on('GET', '/admin/users', ({ query }) => {
    const page = Number(query.page);
    const search = query.search ?? '';
    const all = Array.from({ length: total }, (_, index) =>
      aUserRow({ id: `u${index + 1}`, name: `User ${index + 1}` }),
    ).filter((row) => row.name.toLowerCase().includes(search.toLowerCase()));
    const items = all.slice((page - 1) * 25, page * 25);
    return { status: 200, body: aPage<AdminUserRow>(items, { page, total: all.length }) };
  });
}

describe('User Management', () => {
  it('shows each user with their badges, dates and calls', async () => {
    api.on('GET', '/admin/users', {
      status: 200,
      body: aPage([
        aUserRow({
          id: 'u1',
          name: 'Ana Lima',
          email: 'ana@example.com',
          goalCount: 3,
          currentStreak: 5,
          // 23:30 UTC on March 1 is March 2 in the admin's Berlin.
          createdAt: '2026-03-01T23:30:00.000Z',
          lastCheckInDate: '2026-03-09',
          apiCallsToday: 4,
          apiCallsMonth: 1234,
        }),
        aUserRow({ id: 'u2', name: 'Bo Admin', isAdmin: true, goalCount: 0, currentStreak: 0 }),
      ]),
    });
    renderWithProviders(<UserManagement />);

    await screen.findByTestId('admin-users-list');
    const ana = rowOf('Ana Lima');
    expect(within(ana).getByText('3 goals')).toBeVisible();
    expect(within(ana).getByText('5 day streak')).toBeVisible();
    expect(within(ana).queryByText('Admin')).toBeNull();
    expect(within(ana).getByText('ana@example.com')).toBeVisible();
    expect(within(ana).getByText('Joined: Mar 2, 2026 • Last active: Mar 9, 2026')).toBeVisible();
    expect(within(ana).getByText('4 API calls today')).toBeVisible();
    expect(within(ana).getByText('1,234 this month')).toBeVisible();

    const bo = rowOf('Bo Admin');
    expect(within(bo).getByText('0 goals')).toBeVisible();
    expect(within(bo).queryByText(/day streak/)).toBeNull();
    expect(within(bo).getByText('Admin')).toBeVisible();
    expect(within(bo).getByText('Joined: Mar 2, 2026')).toBeVisible();
    expect(within(bo).queryByText(/Last active/)).toBeNull();
    expect(within(bo).getByText('0 API calls today')).toBeVisible();
  });

  it("says it is loading, then 'No users found'", async () => {
    const reply = deferredReply();
    api.on('GET', '/admin/users', reply.handler);
    renderWithProviders(<UserManagement />);

    expect(screen.getByText('Loading users...')).toBeVisible();
    reply.resolve({ status: 200, body: aPage([]) });
    expect(await screen.findByText('No users found')).toBeVisible();
    expect(screen.queryByText('Loading users...')).toBeNull();
    expect(screen.queryByTestId('admin-users-next')).toBeNull();
  });

  it('pages through the users, keeping the page on screen while the next one loads', async () => {
    const user = userEvent.setup();
    serveUsers(60);
    renderWithProviders(<UserManagement />);

    await screen.findByText('User 1');
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    expect(screen.getByText('60 users')).toBeVisible();
    expect(screen.getByTestId('admin-users-prev')).toHaveAttribute('aria-disabled', 'true');

    const next = deferredReply();
    api.on('GET', '/admin/users', next.handler);
    await user.click(screen.getByTestId('admin-users-next'));
    // The first page stays while the second loads: no loading text, no empty list.
    expect(screen.getByText('User 1')).toBeVisible();
    expect(screen.queryByText('Loading users...')).toBeNull();
    next.resolve({
      status: 200,
      body: aPage([aUserRow({ id: 'u26', name: 'User 26' })], { page: 2, total: 60 }),
    });

    expect(await screen.findByText('User 26')).toBeVisible();
    expect(screen.getByText('Page 2 of 3')).toBeVisible();
    expect(screen.getByTestId('admin-users-prev')).not.toHaveAttribute('aria-disabled');
    expect(api.calls('GET', '/admin/users').map((call) => call.query)).toEqual([
      { page: '1', pageSize: '25' },
      { page: '2', pageSize: '25' },
    ]);
  });

  it('searches by what was typed once typing pauses, from page 1', async () => {
    const user = userEvent.setup();
    serveUsers(60);
    renderWithProviders(<UserManagement />);
    await screen.findByText('User 1');
    await user.click(screen.getByTestId('admin-users-next'));
    await screen.findByText('Page 2 of 3');

    await user.type(screen.getByTestId('admin-users-search'), ' user 7 ');

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('User 7');
    expect(screen.getByText('Page 1 of 1')).toBeVisible();
    expect(screen.getByText('1 user')).toBeVisible();
    // One request for the whole typed word, not one per key, trimmed.
    expect(api.calls('GET', '/admin/users').map((call) => call.query)).toEqual([
      { page: '1', pageSize: '25' },
      { page: '2', pageSize: '25' },
      { page: '1', pageSize: '25', search: 'user 7' },
    ]);
  });

  it('goes to the last page when rows removed meanwhile leave the page past the end', async () => {
    const user = userEvent.setup();
    serveUsers(60);
    renderWithProviders(<UserManagement />);
    await screen.findByText('User 1');
    await user.click(screen.getByTestId('admin-users-next'));
    await screen.findByText('Page 2 of 3');

    // Ten accounts are deleted before page 3 is asked for: 50 users, two pages.
    serveUsers(50);
    await user.click(screen.getByTestId('admin-users-next'));

    // Page 2 is read again, not shown from before with its 60 users.
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(screen.getByText('50 users')).toBeVisible();
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(screen.queryByText('No users found')).toBeNull();
    expect(screen.getByTestId('admin-users-next')).toHaveFocus();
    expect(api.calls('GET', '/admin/users').map((call) => call.query.page)).toEqual([
      '1',
      '2',
      '3',
      '2',
    ]);
  });

  it('takes at most 200 characters of search', async () => {
    const user = userEvent.setup();
    serveUsers(3);
    renderWithProviders(<UserManagement />);
    await screen.findByText('User 1');

    const search = screen.getByTestId('admin-users-search');
    await user.click(search);
    await user.paste('u'.repeat(201));

    expect(search).toHaveValue('u'.repeat(200));
    await waitFor(() => expect(screen.getByText('No users found')).toBeVisible());
    expect(screen.queryByTestId('admin-users-list-error')).toBeNull();
    expect(api.calls('GET', '/admin/users').at(-1)?.query.search).toHaveLength(200);
  });

  it('says the users could not be loaded', async () => {
    api.on('GET', '/admin/users', { status: 500, body: { statusCode: 500, message: 'boom' } });
    renderWithProviders(<UserManagement />);

    expect(await screen.findByTestId('admin-users-list-error')).toHaveTextContent(
      'Unable to load users',
    );
  });
});
