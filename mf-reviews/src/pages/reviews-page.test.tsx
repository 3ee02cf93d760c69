import { mockApiPerTest, renderWithProviders } from '@goalcoach/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInUserIn } from '../shared/test/fixtures';
import { ReviewsPage } from './reviews-page';

// The tabs and the reminders dialog are tested beside their code and replaced by test doubles
// here: this file tests only how the page mounts and switches them.
vi.mock('../features/weekly-review/components/weekly-reviews-tab', () => ({
  WeeklyReviewsTab: () => <div data-testid="mocked-weekly-tab" />,
}));
vi.mock('../features/monthly-review/components/monthly-reviews-tab', () => ({
  MonthlyReviewsTab: () => <div data-testid="mocked-monthly-tab" />,
}));
vi.mock('../features/reminders/components/reminders-dialog', () => ({
  RemindersDialog: ({ open }: { open: boolean }) =>
    open ? <div data-testid="mocked-reminders-dialog" /> : null,
}));

const api = mockApiPerTest({ arrange: signedInUserIn('Europe/Paris') });

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
    expect(screen.getByTestId('mocked-weekly-tab')).toBeInTheDocument();
    expect(screen.queryByTestId('mocked-monthly-tab')).not.toBeInTheDocument();
  });

  it('switches to the Monthly tab', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReviewsPage />);

    await user.click(screen.getByRole('tab', { name: 'Monthly Reviews' }));

    expect(screen.getByTestId('mocked-monthly-tab')).toBeInTheDocument();
    expect(screen.queryByTestId('mocked-weekly-tab')).not.toBeInTheDocument();
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
    expect(screen.getByTestId('mocked-reminders-dialog')).toBeInTheDocument();
  });

  it('goes home with Back to Home', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReviewsPage />, { route: '/reviews', path: '/reviews' });

    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
  });
});
