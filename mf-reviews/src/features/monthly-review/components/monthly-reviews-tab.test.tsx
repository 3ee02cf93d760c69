import { deferredReply, mockApiPerTest, renderWithProviders } from '@goalcoach/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from '../../../shared/api/api-paths';
import { signedInUserIn } from '../../../shared/test/fixtures';
import { aMonthlyReview } from '../test/a-monthly-review';
import { MonthlyReviewsTab } from './monthly-reviews-tab';

// 23:30 on Feb 28 in UTC is already March 1 in Berlin.
const api = mockApiPerTest({
  arrange: signedInUserIn('Europe/Berlin'),
  now: '2026-02-28T23:30:00Z',
});

beforeEach(() => {
  api.on('GET', '/reviews/monthly/years', { status: 200, body: { years: [2025, 2026] } });
});

const FEBRUARY = aMonthlyReview({ id: 'feb', year: 2026, month: 2 });
const DECEMBER = aMonthlyReview({ id: 'dec', year: 2025, month: 12 });

const generateButton = () => screen.getByTestId('monthly-generate');
const findToast = async (text: string) =>
  (await screen.findByText(text, { selector: '.gc-toast__description, .gc-toast__title' })).closest(
    '.gc-toast',
  );

describe('Monthly reviews tab', () => {
  it('says it is loading, then shows the empty state', async () => {
    const reply = deferredReply();
    api.on('GET', '/reviews/monthly', reply.handler);
    renderWithProviders(<MonthlyReviewsTab />);

    expect(screen.getByText('Loading monthly reviews...')).toBeVisible();
    expect(generateButton()).toBeDisabled();
    reply.resolve({ status: 200, body: [] });

    expect(await screen.findByText('No Monthly Reviews Yet')).toBeVisible();
    expect(
      screen.getByText(
        'Generate your first monthly review to see all your wins and lessons in one place',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Loading monthly reviews...')).toBeNull();
    // Headings go down one level at a time: the tab's own title, then the empty state's.
    expect(
      screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent]),
    ).toEqual([
      ['H2', 'Monthly Reviews'],
      ['H3', 'No Monthly Reviews Yet'],
    ]);
  });

  it('says the reviews could not be loaded in plain words, not the server reply', async () => {
    api.on('GET', '/reviews/monthly', {
      status: 500,
      body: { statusCode: 500, message: 'Internal server error', requestId: 'req-42' },
    });
    renderWithProviders(<MonthlyReviewsTab />);

    const error = await screen.findByTestId('monthly-error');
    expect(error).toHaveTextContent(
      'Unable to load monthly reviews' +
        'Something went wrong while loading your monthly reviews. Please try again.',
    );
    expect(error).not.toHaveTextContent(/500|req-42|Internal server error/);
  });

  it("starts on this month in the user's zone, with the server's years", async () => {
    api.on('GET', '/reviews/monthly', { status: 200, body: [] });
    renderWithProviders(<MonthlyReviewsTab />);

    expect(screen.getByLabelText('Month')).toHaveDisplayValue('March');
    expect(screen.getByLabelText('Year')).toHaveDisplayValue('2026');
    await vi.waitFor(() =>
      expect(
        within(screen.getByLabelText('Year'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['2025', '2026']),
    );
    expect(within(screen.getByLabelText('Month')).getAllByRole('option')).toHaveLength(12);
  });

  it('shows every review, newest month first', async () => {
    api.on('GET', '/reviews/monthly', { status: 200, body: [DECEMBER, FEBRUARY] });
    renderWithProviders(<MonthlyReviewsTab />);

    const list = await screen.findByTestId('monthly-review-list');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['February 2026 Review', 'December 2025 Review']);
  });

  it('offers Generate for a month without a review and Refresh for one with it', async () => {
    const user = userEvent.setup();
    api.on('GET', '/reviews/monthly', { status: 200, body: [FEBRUARY] });
    renderWithProviders(<MonthlyReviewsTab />);

    await vi.waitFor(() => expect(generateButton()).toBeEnabled());
    expect(generateButton()).toHaveTextContent('Generate March Review');

    await user.selectOptions(screen.getByLabelText('Month'), 'February');
    expect(generateButton()).toHaveTextContent('Refresh February Review');

    await user.selectOptions(screen.getByLabelText('Year'), '2025');
    expect(generateButton()).toHaveTextContent('Generate February Review');
  });

  it("does not generate a month that has not started in the user's zone, and says why", async () => {
    const user = userEvent.setup();
    api.on('GET', '/reviews/monthly', { status: 200, body: [] });
    renderWithProviders(<MonthlyReviewsTab />);
    // Still February in UTC, already March in Berlin: March can be generated.
    await vi.waitFor(() => expect(generateButton()).toBeEnabled());
    expect(screen.queryByTestId('monthly-generate-reason')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Month'), 'April');

    expect(generateButton()).toBeDisabled();
    expect(generateButton()).toHaveTextContent('Generate April Review');
    expect(generateButton()).toHaveAttribute('title', 'This month has not started yet');
    expect(generateButton()).toHaveAccessibleDescription('This month has not started yet');
    expect(screen.getByTestId('monthly-generate-reason')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Year'), '2025');
    expect(generateButton()).toBeEnabled();
    expect(screen.queryByTestId('monthly-generate-reason')).toBeNull();
  });

  it('generates the chosen month, shows progress, says so and reads the lists again', async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    api.on('GET', '/reviews/monthly', { status: 200, body: [] });
    api.on('POST', '/reviews/monthly/2026/1', reply.handler);
    const { queryClient } = renderWithProviders(<MonthlyReviewsTab />);
    await vi.waitFor(() => expect(generateButton()).toBeEnabled());

    await user.selectOptions(screen.getByLabelText('Month'), 'January');
    await user.click(generateButton());

    await vi.waitFor(() =>
      expect(generateButton()).toHaveTextContent('Generating January Review...'),
    );
    expect(generateButton()).toBeDisabled();
    api.on('GET', '/reviews/monthly', {
      status: 200,
      body: [aMonthlyReview({ year: 2026, month: 1 })],
    });
    reply.resolve({ status: 201, body: aMonthlyReview({ year: 2026, month: 1 }) });

    expect(await findToast('Your January 2026 review is ready.')).toHaveTextContent(
      /^Review Generated/,
    );
    expect(await screen.findByTestId('monthly-review-2026-01')).toBeVisible();
    expect(generateButton()).toHaveTextContent('Refresh January Review');
    expect(api.calls('POST', '/reviews/monthly/2026/1')).toHaveLength(1);
    expect(api.calls('GET', '/reviews/monthly/years').length).toBeGreaterThanOrEqual(2);
    expect(queryClient.getQueryState(queryKeys.monthlyReviews())?.status).toBe('success');
  });

  it("shows the server's message when generating fails", async () => {
    const user = userEvent.setup();
    api.on('GET', '/reviews/monthly', { status: 200, body: [] });
    api.on('POST', '/reviews/monthly/2026/3', {
      status: 503,
      body: { statusCode: 503, message: 'The coach is busy' },
    });
    renderWithProviders(<MonthlyReviewsTab />);
    await vi.waitFor(() => expect(generateButton()).toBeEnabled());

    await user.click(generateButton());

    expect(await findToast('The coach is busy')).toHaveTextContent(/^Error/);
    expect(generateButton()).toHaveTextContent('Generate March Review');
  });

  it('saves a manual entry for the chosen month, areas included, then closes and clears', async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    api.on('GET', '/reviews/monthly', { status: 200, body: [] });
    api.on('POST', '/reviews/monthly', reply.handler);
    renderWithProviders(<MonthlyReviewsTab />);

    await user.selectOptions(screen.getByLabelText('Month'), 'February');
    await user.click(screen.getByRole('button', { name: 'Add Manual Entry for February 2026' }));
    expect(
      screen.getByRole('heading', { name: 'Add Manual Entry for February 2026' }),
    ).toBeVisible();
    for (const label of [
      'Monthly Win',
      'Lesson Learned',
      'Weekly Highlight',
      'Areas to Improve Next Month',
    ]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('rows', '3');
    }
    const save = screen.getByTestId('monthly-entry-save');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Monthly Win'), '   ');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Areas to Improve Next Month'), ' Sleep earlier ');
    expect(save).toBeEnabled();
    await user.type(screen.getByLabelText('Weekly Highlight'), 'Week 3');

    await user.click(save);
    await vi.waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    reply.resolve({ status: 201, body: aMonthlyReview() });

    expect(await findToast('Added to your February 2026 review.')).toBeInTheDocument();
    expect(api.calls('POST', '/reviews/monthly').map((call) => call.body)).toEqual([
      { year: 2026, month: 2, weeklyHighlights: 'Week 3', areasToImprove: 'Sleep earlier' },
    ]);
    await vi.waitFor(() => expect(screen.queryByTestId('monthly-entry-form')).toBeNull());
    // Focus returns in an effect after the commit that closed the form.
    await vi.waitFor(() => expect(screen.getByTestId('monthly-entry-open')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Add Manual Entry for February 2026' }));
    expect(screen.getByLabelText('Areas to Improve Next Month')).toHaveValue('');
  });

  it('keeps the text of a manual entry that failed, with the error toast', async () => {
    const user = userEvent.setup();
    api.on('GET', '/reviews/monthly', { status: 200, body: [] });
    api.on('POST', '/reviews/monthly', { status: 500 });
    renderWithProviders(<MonthlyReviewsTab />);

    await user.click(screen.getByTestId('monthly-entry-open'));
    await user.type(screen.getByLabelText('Lesson Learned'), 'Rest matters');
    await user.click(screen.getByTestId('monthly-entry-save'));

    expect(await findToast('Error')).toBeInTheDocument();
    expect(screen.getByLabelText('Lesson Learned')).toHaveValue('Rest matters');
    await vi.waitFor(() => expect(screen.getByTestId('monthly-entry-save')).toBeEnabled());
  });

  it('closes the manual entry on Cancel without saving', async () => {
    const user = userEvent.setup();
    api.on('GET', '/reviews/monthly', { status: 200, body: [] });
    renderWithProviders(<MonthlyReviewsTab />);

    await user.click(screen.getByTestId('monthly-entry-open'));
    expect(screen.getByLabelText('Monthly Win')).toHaveFocus();
    const form = screen.getByTestId('monthly-entry-form');
    expect(
      within(form)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Save Entry', 'Cancel']);
    await user.type(screen.getByLabelText('Monthly Win'), 'Ran');
    await user.click(screen.getByTestId('monthly-entry-cancel'));

    expect(screen.queryByTestId('monthly-entry-form')).toBeNull();
    expect(screen.getByTestId('monthly-entry-open')).toHaveFocus();
    expect(api.calls('POST')).toEqual([]);
  });
});
