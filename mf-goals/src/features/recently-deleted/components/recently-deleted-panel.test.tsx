import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { aDeletedGoal, aGoal } from '../../../shared/test/fixtures';
import { mockApi, type MockApi, renderWithProviders } from '@goalcoach/testing';
import { RecentlyDeletedPanel } from './recently-deleted-panel';

let api: MockApi;

beforeEach(() => {
  api = mockApi();
});

afterEach(() => {
  expect(api.unmatched).toEqual([]);
  api.restore();
});

const itemOf = (goalId: string) => {
  const item = screen
    .getAllByTestId('deleted-goal')
    .find((element) => element.getAttribute('data-goal-id') === goalId);
  if (!item) throw new Error(`no deleted goal ${goalId}`);
  return within(item);
};

describe('Recently Deleted', () => {
  it('lists deleted goals with when they went; past 24 hours they show Expired, disabled', async () => {
    api.on('GET', '/goals/deleted', {
      status: 200,
      body: [
        aDeletedGoal({ id: 'g1', goalName: 'Learn Spanish' }),
        aDeletedGoal({ id: 'g2', goalName: 'Write a novel', expired: true }),
      ],
    });
    renderWithProviders(<RecentlyDeletedPanel />);

    expect(await screen.findByText('Learn Spanish')).toBeInTheDocument();
    expect(itemOf('g1').getByText(/^Deleted/)).toBeInTheDocument();
    expect(itemOf('g1').getByRole('button', { name: 'Restore Learn Spanish' })).toBeEnabled();
    expect(itemOf('g2').getByRole('button', { name: 'Expired' })).toBeDisabled();
    expect(itemOf('g2').queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
  });

  it('restores a goal, says so, and reads the lists again', async () => {
    const user = userEvent.setup();
    api.on('GET', '/goals/deleted', { status: 200, body: [aDeletedGoal({ id: 'g1' })] });
    api.on('POST', '/goals/g1/undo', { status: 200, body: aGoal({ id: 'g1' }) });
    const { queryClient } = renderWithProviders(<RecentlyDeletedPanel />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    const restore = await screen.findByRole('button', { name: /Restore/ });
    api.on('GET', '/goals/deleted', { status: 200, body: [] });
    await user.click(restore);

    expect(
      await screen.findByText('Your goal has been successfully restored.'),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/goals/g1/undo')).toHaveLength(1);
    expect(await screen.findByText('Nothing deleted recently')).toBeInTheDocument();
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(keys).toEqual(
      expect.arrayContaining(['/goals', '/stats', '/goals/g1', '/goals/deleted']),
    );
  });

  it('says the undo period may have expired when the server refuses', async () => {
    const user = userEvent.setup();
    api.on('GET', '/goals/deleted', { status: 200, body: [aDeletedGoal({ id: 'g1' })] });
    api.on('POST', '/goals/g1/undo', {
      status: 400,
      body: {
        statusCode: 400,
        message: 'Failed to restore goal. The undo period may have expired.',
      },
    });
    renderWithProviders(<RecentlyDeletedPanel />);

    await user.click(await screen.findByRole('button', { name: /Restore/ }));
    expect(
      await screen.findByText('Failed to restore goal. The undo period may have expired.'),
    ).toBeInTheDocument();
  });

  it('turns a goal to Expired when its 24 hours run out while the panel is open', async () => {
    api.on('GET', '/goals/deleted', {
      status: 200,
      body: [
        aDeletedGoal({
          id: 'g1',
          restorableUntil: new Date(Date.now() + 300).toISOString(),
        }),
      ],
    });
    renderWithProviders(<RecentlyDeletedPanel />);

    expect(await screen.findByRole('button', { name: /Restore/ })).toBeEnabled();
    expect(
      await screen.findByRole('button', { name: 'Expired' }, { timeout: 2000 }),
    ).toBeDisabled();
  });

  it('says "Nothing deleted recently" when there is nothing to restore', async () => {
    api.on('GET', '/goals/deleted', { status: 200, body: [] });
    renderWithProviders(<RecentlyDeletedPanel />);
    expect(await screen.findByText('Nothing deleted recently')).toBeInTheDocument();
  });

  it('offers Try Again when the list cannot load', async () => {
    const user = userEvent.setup();
    api.on('GET', '/goals/deleted', { status: 500, body: { statusCode: 500, message: 'down' } });
    renderWithProviders(<RecentlyDeletedPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load deleted goals');
    api.on('GET', '/goals/deleted', { status: 200, body: [] });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Nothing deleted recently')).toBeInTheDocument();
  });
});
