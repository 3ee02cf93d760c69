import { deferredReply, mockApiPerTest, renderWithProviders } from '@goalcoach/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aGoalRow, aPage, signInAdmin } from '../../../shared/test/fixtures';
import { GoalHistory } from './goal-history';

const api = mockApiPerTest({ arrange: () => signInAdmin('America/New_York') });

const rowOf = (name: string) => screen.getByRole('article', { name });

describe('Historical Goal Creation & API Tracking', () => {
  it('says when tracking began', () => {
    api.on('GET', '/admin/goal-history', { status: 200, body: aPage([]) });
    renderWithProviders(<GoalHistory />);

    expect(screen.getByTestId('admin-tracking-note')).toHaveTextContent(
      'API call tracking began on July 2, 2025 at 8:40 UTC.',
    );
  });

  it('shows each goal with its maker, the time in the admin zone and its tracking badge', async () => {
    api.on('GET', '/admin/goal-history', {
      status: 200,
      body: aPage([
        aGoalRow({
          id: 'g3',
          goal_name: 'Write a novel',
          user_name: 'Ana Lima',
          user_email: 'ana@example.com',
          // 02:15 UTC on March 2 is 9:15 PM on March 1 in New York.
          created_at: '2026-03-02T02:15:00.000Z',
          tracked_api_call: true,
        }),
        aGoalRow({
          id: 'g2',
          goal_name: 'Learn Portuguese',
          created_at: '2025-08-01T12:00:00.000Z',
          tracked_api_call: false,
          plan_source: 'offline',
        }),
        aGoalRow({
          id: 'g4',
          goal_name: 'Sail the Baltic',
          created_at: '2025-08-02T12:00:00.000Z',
          tracked_api_call: false,
        }),
        aGoalRow({
          id: 'g1',
          goal_name: 'Run a marathon',
          created_at: '2025-07-02T08:39:00.000Z',
          tracked_api_call: false,
        }),
      ]),
    });
    renderWithProviders(<GoalHistory />);

    await screen.findByTestId('admin-goal-list');
    expect(screen.getAllByTestId('admin-goal-row')).toHaveLength(4);
    const novel = rowOf('Write a novel');
    expect(novel).toHaveTextContent('Ana Lima (ana@example.com)');
    expect(novel).toHaveTextContent('Created: Mar 1, 2026, 9:15 PM');
    expect(within(novel).getByText('API Tracked')).toBeVisible();
    expect(within(rowOf('Learn Portuguese')).getByText('Offline Plan')).toBeVisible();
    expect(within(rowOf('Sail the Baltic')).getByText('No API Calls')).toBeVisible();
    expect(within(rowOf('Run a marathon')).getByText('Pre-Tracking')).toBeVisible();
  });

  it("says it is loading, then 'No goals found'", async () => {
    const reply = deferredReply();
    api.on('GET', '/admin/goal-history', reply.handler);
    renderWithProviders(<GoalHistory />);

    expect(screen.getByText('Loading goal history...')).toBeVisible();
    reply.resolve({ status: 200, body: aPage([]) });
    expect(await screen.findByText('No goals found')).toBeVisible();
    expect(screen.queryByText('Loading goal history...')).toBeNull();
  });

  it('pages through the goals', async () => {
    const user = userEvent.setup();
    api.on('GET', '/admin/goal-history', ({ query }) => {
      const page = Number(query.page);
      const goal = aGoalRow({ id: `g${page}`, goal_name: `Goal on page ${page}` });
      return { status: 200, body: aPage([goal], { page, total: 26 }) };
    });
    renderWithProviders(<GoalHistory />);

    await screen.findByText('Goal on page 1');
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    expect(screen.getByText('26 goals')).toBeVisible();
    await user.click(screen.getByTestId('admin-goal-history-next'));

    expect(await screen.findByText('Goal on page 2')).toBeVisible();
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    // The last page's Next keeps the focus it was pressed with, and pressing it again does nothing.
    const next = screen.getByTestId('admin-goal-history-next');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    await user.click(next);
    await user.click(screen.getByTestId('admin-goal-history-prev'));
    expect(await screen.findByText('Goal on page 1')).toBeVisible();
    const prev = screen.getByTestId('admin-goal-history-prev');
    expect(prev).toHaveAttribute('aria-disabled', 'true');
    expect(prev).toHaveFocus();
    expect(next).not.toHaveAttribute('aria-disabled');
    await user.click(prev);
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    // Going back shows the page already read (results never go stale by themselves).
    expect(api.calls('GET', '/admin/goal-history').map((call) => call.query)).toEqual([
      { page: '1', pageSize: '25' },
      { page: '2', pageSize: '25' },
    ]);
  });
});
