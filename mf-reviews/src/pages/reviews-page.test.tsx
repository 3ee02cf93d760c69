import { renderWithProviders } from '@goalcoach/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApiPerTest } from '../shared/test/mock-api-per-test';
import { ReviewsPage } from './reviews-page';

// The tabs and dialogs are tested beside their code: here only how the page mounts them.
vi.mock('../features/weekly-review/components/weekly-reviews-tab', () => ({
  WeeklyReviewsTab: () => <div data-testid="weekly-tab-stub" />,
}));
vi.mock('../features/monthly-review/components/monthly-reviews-tab', () => ({
  MonthlyReviewsTab: () => <div data-testid="monthly-tab-stub" />,
}));
vi.mock('../features/reminders/components/reminders-dialog', () => ({
  RemindersDialog: ({ open }: { open: boolean }) =>
    open ? <div data-testid="reminders-dialog-stub" /> : null,
}));

const api = mockApiPerTest({ timeZone: 'Europe/Paris' });

beforeEach(() => {
  api.on('GET', '/checkins', { status: 200, body: [] });
});

describe('Reviews page', () => {
  it('has its title, subtitle, a way home and the Weekly tab first', () => {
    renderWithProviders(<ReviewsPage />, { route: '/reviews', path: '/reviews' });

    const title = screen.getByRole('heading', { level: 1, name: 'Progress Reviews' });
    expect(within(title).getByTestId('reviews-logo')).toHaveAttribute('aria-hidden', 'true');
    expect(
      screen.getByText('Track your wins, lessons, and monthly accomplishments'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('reviews-back-home')).toHaveAttribute('href', '/');
    expect(screen.getByRole('tab', { name: 'Weekly Reviews' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByTestId('weekly-tab-stub')).toBeInTheDocument();
    expect(screen.queryByTestId('monthly-tab-stub')).not.toBeInTheDocument();
  });

  it('switches to the Monthly tab', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReviewsPage />);

    await user.click(screen.getByRole('tab', { name: 'Monthly Reviews' }));

    expect(screen.getByTestId('monthly-tab-stub')).toBeInTheDocument();
    expect(screen.queryByTestId('weekly-tab-stub')).not.toBeInTheDocument();
  });

  it('opens the daily check-in and the reminders', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReviewsPage />);
    expect(screen.queryByTestId('check-in-dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Daily Check In' }));
    expect(await screen.findByRole('dialog', { name: 'Daily Check-In' })).toBeInTheDocument();
    await screen.findByTestId('check-in-save');
    await user.click(screen.getByTestId('check-in-cancel'));
    await waitFor(() => expect(screen.queryByTestId('check-in-dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Reminders' }));
    expect(screen.getByTestId('reminders-dialog-stub')).toBeInTheDocument();
  });

  it('goes home with Back to Home', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReviewsPage />, { route: '/reviews', path: '/reviews' });

    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
  });
});
