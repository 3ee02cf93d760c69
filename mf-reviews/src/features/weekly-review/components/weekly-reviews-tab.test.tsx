import type { CheckIn, WeeklyReview } from '@goalcoach/contracts';
import { deferredReply, mockApiPerTest, renderWithProviders } from '@goalcoach/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCheckIn, aWeeklyReview, signedInUserIn } from '../../../shared/test/fixtures';
import { WeeklyReviewsTab } from './weekly-reviews-tab';

// Sunday Nov 22 at 03:30 in UTC is still Saturday Nov 21 in New York: the week of Nov 15.
const api = mockApiPerTest({
  arrange: signedInUserIn('America/New_York'),
  now: '2026-11-22T03:30:00Z',
});

function serve(checkIns: CheckIn[], reviews: WeeklyReview[]) {
  api
    .on('GET', '/checkins', () => ({ status: 200, body: checkIns }))
    .on('GET', '/reviews', () => ({ status: 200, body: reviews }));
}

const listItems = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('WeeklyReviewsTab', () => {
  it('shows a confidence only where the person gave one, older check-ins without', async () => {
    serve(
      [
        aCheckIn({ date: '2026-11-21', confidenceLevel: 6 }),
        // Saved before the check-in asked: 5 derived from No.
        aCheckIn({
          date: '2026-11-20',
          completedDailyAction: false,
          confidenceLevel: 5,
          confidenceGiven: false,
        }),
      ],
      [],
    );
    renderWithProviders(<WeeklyReviewsTab />);

    const given = await screen.findByTestId('check-in-card-2026-11-21');
    expect(within(given).getByTestId('check-in-confidence-badge')).toHaveTextContent(
      'Confidence 6/10',
    );
    const older = screen.getByTestId('check-in-card-2026-11-20');
    expect(within(older).queryByTestId('check-in-confidence-badge')).not.toBeInTheDocument();
    expect(older).not.toHaveTextContent('Confidence');
    expect(screen.getByTestId('weekly-stat-check-ins')).toHaveTextContent(/^2$/);
    expect(screen.getByTestId('weekly-stat-avg-confidence')).toHaveTextContent(/^6\/10$/);
  });

  it('shows no average confidence when only older check-ins hold one', async () => {
    serve([aCheckIn({ date: '2026-11-21', confidenceGiven: false })], []);
    renderWithProviders(<WeeklyReviewsTab />);
    expect(await screen.findByTestId('weekly-stat-avg-confidence')).toHaveTextContent(/^—$/);
  });

  it("builds this week (Sunday to Saturday in the user's zone) from check-ins and entries", async () => {
    serve(
      [
        aCheckIn({ date: '2026-11-21', wins: '• Read 30 pages\n• ', lessons: '• Phone away' }),
        aCheckIn({
          date: '2026-11-15',
          wins: '• Ran 5k\n• Cooked',
          completedDailyAction: false,
          confidenceLevel: 5,
        }),
        aCheckIn({ date: '2026-11-14', wins: '• Last Saturday' }),
      ],
      [
        aWeeklyReview({
          weekStart: '2026-11-15',
          winsThisWeek: '• Shipped the draft',
          whatWorked: 'Morning blocks',
          areasToImprove: '• Sleep by 11\n• Fewer meetings',
        }),
        aWeeklyReview({
          weekStart: '2026-11-08',
          winsThisWeek: '• Old win',
          whatWorked: '• Old lesson',
          whatDidntWork: '• Late nights',
        }),
      ],
    );
    renderWithProviders(<WeeklyReviewsTab />);

    const card = await screen.findByTestId('weekly-current-week');
    expect(within(card).getByTestId('weekly-week-title')).toHaveTextContent(
      'Week of Nov 15 - Nov 21, 2026',
    );
    // Only the newest check-ins are read: this week's are among the 7 latest.
    expect(api.calls('GET', '/checkins').map((call) => call.query)).toEqual([{ limit: '7' }]);
    expect(card).toHaveTextContent('Automatically generated from your daily check-ins');
    expect(within(card).getByTestId('weekly-wins')).toHaveTextContent('Wins This Week (4 total)');
    expect(screen.getByTestId('weekly-wins-count')).toHaveTextContent(/^4$/);
    expect(listItems('weekly-major-wins')).toEqual(['Ran 5k', 'Cooked', 'Read 30 pages']);
    expect(listItems('weekly-additional-wins')).toEqual(['Shipped the draft']);
    expect(screen.getByTestId('weekly-lessons')).toHaveTextContent(
      'Lessons This Week (2 total)Key LessonsPhone awayAdditional LessonsMorning blocks',
    );
    expect(screen.getByTestId('weekly-areas')).toHaveTextContent(
      'Areas to Improve Next Week (2 total)',
    );
    expect(listItems('weekly-areas-list')).toEqual(['Sleep by 11', 'Fewer meetings']);
    expect(screen.getByTestId('weekly-stat-check-ins')).toHaveTextContent(/^2$/);
    expect(screen.getByTestId('weekly-stat-progress-days')).toHaveTextContent(/^1$/);
    // (8 + 5) / 2 = 6.5, rounded.
    expect(screen.getByTestId('weekly-stat-avg-confidence')).toHaveTextContent(/^7\/10$/);

    const previous = screen.getByTestId('weekly-previous');
    expect(within(previous).queryByTestId('previous-week-2026-11-15')).not.toBeInTheDocument();
    expect(within(previous).getByTestId('previous-week-2026-11-08')).toHaveTextContent(
      "Week of Nov 8 - Nov 14, 2026Wins This WeekOld winWhat WorkedOld lessonWhat Didn't WorkLate nights",
    );

    const history = screen.getByTestId('check-in-history');
    expect(
      within(history)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Saturday, November 21', 'Sunday, November 15', 'Saturday, November 14']);
  });

  it('shows the loading text until both lists arrive', async () => {
    const reply = deferredReply();
    api.on('GET', '/checkins', reply.handler).on('GET', '/reviews', { status: 200, body: [] });
    renderWithProviders(<WeeklyReviewsTab />);

    expect(screen.getByTestId('weekly-loading')).toHaveTextContent('Loading weekly reviews...');
    reply.resolve({ status: 200, body: [] });
    expect(await screen.findByTestId('weekly-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('weekly-loading')).not.toBeInTheDocument();
  });

  it("says 'No Weekly Reviews' with no check-ins and no entries", async () => {
    serve([], []);
    renderWithProviders(<WeeklyReviewsTab />);

    const empty = await screen.findByTestId('weekly-empty');
    expect(empty).toHaveTextContent('No Weekly Reviews');
    expect(empty).toHaveTextContent(
      'Start doing daily check-ins to see your weekly highlights appear here automatically',
    );
    expect(screen.queryByTestId('weekly-current-week')).not.toBeInTheDocument();
    expect(screen.getByTestId('weekly-add-entry')).toBeInTheDocument();
  });

  it('says the lists could not be loaded and loads them again with Try Again', async () => {
    const user = userEvent.setup();
    let checkIns = { status: 500, body: undefined as CheckIn[] | undefined };
    api.on('GET', '/checkins', () => checkIns).on('GET', '/reviews', { status: 200, body: [] });
    renderWithProviders(<WeeklyReviewsTab />);

    expect(await screen.findByTestId('weekly-error')).toHaveTextContent(
      'Unable to load weekly reviews',
    );
    checkIns = { status: 200, body: [aCheckIn({ date: '2026-11-20' })] };
    await user.click(screen.getByTestId('weekly-retry'));

    expect(await screen.findByTestId('check-in-card-2026-11-20')).toBeInTheDocument();
    expect(api.calls('GET', '/reviews')).toHaveLength(1);
  });

  it('saves a manual entry with blank fields as null, then closes and shows it', async () => {
    const user = userEvent.setup();
    const reviews: WeeklyReview[] = [];
    serve([], reviews);
    api.on('POST', '/reviews', (request) => {
      const body = request.body as Partial<WeeklyReview>;
      reviews.push(aWeeklyReview({ weekStart: '2026-11-15', ...body }));
      return { status: 201, body: reviews[0] };
    });
    renderWithProviders(<WeeklyReviewsTab />);
    await user.click(await screen.findByTestId('weekly-add-entry'));
    expect(screen.getByTestId('weekly-entry-win')).toHaveFocus();

    const save = screen.getByTestId('weekly-entry-save');
    expect(save).toBeDisabled();
    await user.type(screen.getByTestId('weekly-entry-lesson'), '   ');
    expect(save).toBeDisabled();
    await user.type(screen.getByTestId('weekly-entry-win'), '  Finished the course ');
    await user.type(screen.getByTestId('weekly-entry-areas'), 'Plan Sundays');
    await user.click(save);

    await waitFor(() => expect(screen.queryByTestId('weekly-entry-form')).not.toBeInTheDocument());
    // Focus returns in an effect after the commit that closed the form.
    await waitFor(() => expect(screen.getByTestId('weekly-add-entry')).toHaveFocus());
    expect(api.calls('POST', '/reviews').map((call) => call.body)).toEqual([
      { winsThisWeek: 'Finished the course', whatWorked: null, areasToImprove: 'Plan Sundays' },
    ]);
    expect(await screen.findByTestId('weekly-additional-wins')).toHaveTextContent(
      'Finished the course',
    );
    expect(listItems('weekly-areas-list')).toEqual(['Plan Sundays']);

    // Opened again, the form is empty.
    await user.click(screen.getByTestId('weekly-add-entry'));
    expect(screen.getByTestId('weekly-entry-win')).toHaveValue('');
  });

  it('keeps the manual entry and says why when saving fails', async () => {
    const user = userEvent.setup();
    serve([], []);
    api.on('POST', '/reviews', {
      status: 400,
      body: { statusCode: 400, message: 'winsThisWeek is too long' },
    });
    renderWithProviders(<WeeklyReviewsTab />);
    await user.click(await screen.findByTestId('weekly-add-entry'));
    await user.type(screen.getByTestId('weekly-entry-win'), 'A win');
    await user.click(screen.getByTestId('weekly-entry-save'));

    expect(await screen.findByText('winsThisWeek is too long')).toBeInTheDocument();
    expect(screen.getByTestId('weekly-entry-win')).toHaveValue('A win');
    await waitFor(() => expect(screen.getByTestId('weekly-entry-save')).toBeEnabled());
  });

  it('cancels the manual entry', async () => {
    const user = userEvent.setup();
    serve([], []);
    renderWithProviders(<WeeklyReviewsTab />);
    await user.click(await screen.findByTestId('weekly-add-entry'));
    expect(screen.getByTestId('weekly-entry-win')).toHaveFocus();
    const form = screen.getByTestId('weekly-entry-form');
    expect(
      within(form)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Save Entry', 'Cancel']);
    await user.click(screen.getByTestId('weekly-entry-cancel'));

    expect(screen.queryByTestId('weekly-entry-form')).not.toBeInTheDocument();
    expect(screen.getByTestId('weekly-add-entry')).toHaveFocus();
    expect(api.calls('POST', '/reviews')).toEqual([]);
  });
});

describe('Individual Daily Check-ins', () => {
  const TUESDAY_17 = aCheckIn({
    id: 'c17',
    date: '2026-11-17',
    wins: '• Ran',
    lessons: '• Eat first',
  });
  const WEDNESDAY_18 = aCheckIn({ id: 'c18', date: '2026-11-18' });

  it('shows the texts, or that none were recorded', async () => {
    serve([TUESDAY_17, WEDNESDAY_18], []);
    renderWithProviders(<WeeklyReviewsTab />);

    const tuesday17 = await screen.findByTestId('check-in-card-2026-11-17');
    expect(within(tuesday17).getByTestId('check-in-wins-text')).toHaveTextContent('Ran');
    expect(within(tuesday17).getByTestId('check-in-lessons-text')).toHaveTextContent('Eat first');
    expect(screen.getByTestId('check-in-card-2026-11-18')).toHaveTextContent(
      'No details recorded for this check-in',
    );
  });

  it('edits one card at a time and saves its wins and lessons', async () => {
    const user = userEvent.setup();
    let checkIns = [TUESDAY_17, WEDNESDAY_18];
    serve([], []);
    api
      .on('GET', '/checkins', () => ({ status: 200, body: checkIns }))
      .on('PATCH', '/checkins/c18', (request) => {
        const saved = { ...WEDNESDAY_18, ...(request.body as Partial<CheckIn>) };
        checkIns = [TUESDAY_17, saved];
        return { status: 200, body: saved };
      });
    renderWithProviders(<WeeklyReviewsTab />);

    await user.click(
      await screen.findByRole('button', { name: 'Edit check-in for Tuesday, November 17' }),
    );
    expect(screen.getByTestId('check-in-edit-wins')).toHaveValue('• Ran');
    expect(screen.getByTestId('check-in-edit-wins')).toHaveAttribute(
      'placeholder',
      'What went well today? (Press Enter to add bullet points)',
    );
    expect(screen.getByTestId('check-in-edit-lessons')).toHaveAttribute(
      'placeholder',
      "What didn't go as planned? What did you learn? (Press Enter to add bullet points)",
    );

    await user.click(
      screen.getByRole('button', { name: 'Edit check-in for Wednesday, November 18' }),
    );
    expect(screen.getAllByTestId('check-in-edit-form')).toHaveLength(1);
    const wednesday18 = screen.getByTestId('check-in-card-2026-11-18');
    expect(within(wednesday18).getByTestId('check-in-edit-form')).toBeInTheDocument();
    // The card left by starting another edit does not pull the focus back.
    expect(within(wednesday18).getByTestId('check-in-edit-wins')).toHaveFocus();
    expect(screen.getByTestId('check-in-card-2026-11-17')).toHaveTextContent('Eat first');

    await user.type(
      within(wednesday18).getByTestId('check-in-edit-wins'),
      'Walked{Enter}Stretched',
    );
    await user.type(within(wednesday18).getByTestId('check-in-edit-lessons'), '  ');
    await user.click(within(wednesday18).getByTestId('check-in-edit-save'));

    await waitFor(() => expect(screen.queryByTestId('check-in-edit-form')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Edit check-in for Wednesday, November 18' }),
      ).toHaveFocus(),
    );
    expect(api.calls('PATCH', '/checkins/c18').map((call) => call.body)).toEqual([
      { wins: '• Walked\n• Stretched', lessons: null },
    ]);
    await waitFor(() =>
      expect(
        within(screen.getByTestId('check-in-card-2026-11-18')).getByTestId('check-in-wins-text'),
      ).toHaveTextContent('WalkedStretched'),
    );
  });

  it('keeps editing with the text when saving fails, and Cancel leaves it unchanged', async () => {
    const user = userEvent.setup();
    serve([TUESDAY_17], []);
    api.on('PATCH', '/checkins/c17', { status: 503 });
    renderWithProviders(<WeeklyReviewsTab />);

    await user.click(await screen.findByTestId('check-in-edit'));
    const wins = screen.getByTestId('check-in-edit-wins');
    await user.type(wins, '{Enter}Swam');
    await user.click(screen.getByTestId('check-in-edit-save'));

    expect(await screen.findByText('Failed to update check-in')).toBeInTheDocument();
    expect(screen.getByTestId('check-in-edit-wins')).toHaveValue('• Ran\n• Swam');

    await user.click(screen.getByTestId('check-in-edit-cancel'));
    expect(screen.queryByTestId('check-in-edit-form')).not.toBeInTheDocument();
    expect(screen.getByTestId('check-in-edit')).toHaveFocus();
    expect(screen.getByTestId('check-in-wins-text')).toHaveTextContent(/^Ran$/);
  });
});
