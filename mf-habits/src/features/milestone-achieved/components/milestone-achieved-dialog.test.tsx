import { renderWithProviders } from '@goalcoach/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCelebrationStore } from '../../../shared/celebration/celebration-store';
import { MilestoneAchievedDialog } from './milestone-achieved-dialog';

beforeEach(() => useCelebrationStore.setState({ current: null }));

describe('Milestone Achieved dialog', () => {
  it('stays closed until a tier is celebrated', () => {
    renderWithProviders(<MilestoneAchievedDialog />);
    expect(screen.queryByTestId('milestone-achieved-dialog')).not.toBeInTheDocument();
  });

  it('shows the tier, the habit and its streak, and closes on Continue', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MilestoneAchievedDialog />);

    act(() =>
      useCelebrationStore
        .getState()
        .celebrate({ habitName: 'Morning run', tierName: 'Habit Formed', streak: 21 }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Habit Formed!' });
    expect(dialog).toHaveAttribute('data-testid', 'milestone-achieved-dialog');
    expect(screen.getByTestId('milestone-achieved-habit')).toHaveTextContent('Morning run');
    expect(screen.getByTestId('milestone-achieved-streak')).toHaveTextContent('21-day streak');
    expect(
      screen.getByText('Twenty-one in a row: this is becoming part of who you are.'),
    ).toBeInTheDocument();

    await user.click(screen.getByTestId('milestone-achieved-continue'));

    expect(screen.queryByTestId('milestone-achieved-dialog')).not.toBeInTheDocument();
    expect(useCelebrationStore.getState().current).toBeNull();
  });

  it('counts a weekly habit in weeks and dismisses on Escape too', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MilestoneAchievedDialog />);
    act(() =>
      useCelebrationStore.getState().celebrate({
        habitName: 'Long ride',
        tierName: 'Locked In',
        streak: 7,
        streakUnit: 'weeks',
      }),
    );

    expect(await screen.findByRole('dialog', { name: 'Locked In!' })).toBeInTheDocument();
    expect(screen.getByTestId('milestone-achieved-streak')).toHaveTextContent('7-week streak');

    await user.keyboard('{Escape}');
    expect(useCelebrationStore.getState().current).toBeNull();
  });
});
