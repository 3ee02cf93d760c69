import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMonthlyReview } from '../test/a-monthly-review';
import { MonthlyReviewCard } from './monthly-review-card';

const card = () => screen.getByTestId('monthly-review-2026-02');
const section = (testId: string) => within(card()).getByTestId(testId);
const items = (testId: string) =>
  within(section(testId))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('Monthly review card', () => {
  it('shows the month, summary, badges, highlights and stats', () => {
    render(<MonthlyReviewCard review={aMonthlyReview({ daysCheckedIn: 1 })} />);
    expect(within(card()).getByRole('heading', { name: 'February 2026 Review' })).toBeVisible();
    expect(card()).toHaveTextContent('Your monthly progress summary');
    expect(section('monthly-review-checkins')).toHaveTextContent('1 check-in');
    expect(section('monthly-review-tasks')).toHaveTextContent('31 tasks');
    expect(section('monthly-review-highlights')).toHaveTextContent(
      'Weekly HighlightsWeek 2 was the strongest.',
    );
    expect(section('monthly-stat-confidence')).toHaveTextContent('7.3/10');
    expect(section('monthly-stat-days-active')).toHaveTextContent('1');
    expect(section('monthly-stat-streak-days')).toHaveTextContent('9');
  });

  it('shows a dash for the confidence of a month without check-ins', () => {
    render(<MonthlyReviewCard review={aMonthlyReview({ averageConfidence: null })} />);
    expect(section('monthly-stat-confidence')).toHaveTextContent('—');
  });

  it('counts non-empty lines and shows three until asked for more', async () => {
    const user = userEvent.setup();
    const wins = '• One\n\n• Two\n• \n• Three\n• Four\n- Five';
    render(<MonthlyReviewCard review={aMonthlyReview({ totalWins: wins })} />);

    expect(section('monthly-review-wins')).toHaveTextContent('Monthly Wins (5)');
    expect(items('monthly-review-wins')).toEqual(['One', 'Two', 'Three']);

    await user.click(within(card()).getByRole('button', { name: 'Show 2 more wins' }));
    expect(items('monthly-review-wins')).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);

    await user.click(within(card()).getByRole('button', { name: 'Show less' }));
    expect(items('monthly-review-wins')).toEqual(['One', 'Two', 'Three']);
  });

  it('offers no Show more for three lessons or fewer', () => {
    render(<MonthlyReviewCard review={aMonthlyReview({ totalLessons: 'A\nB\nC' })} />);
    expect(section('monthly-review-lessons')).toHaveTextContent('Lessons Learned (3)');
    expect(within(section('monthly-review-lessons')).queryByRole('button', { name: /Show/ })).toBe(
      null,
    );
  });

  it('says Show n more lessons for lessons', () => {
    render(<MonthlyReviewCard review={aMonthlyReview({ totalLessons: 'A\nB\nC\nD' })} />);
    expect(within(card()).getByRole('button', { name: 'Show 1 more lessons' })).toBeVisible();
  });

  it('collapses a list from its heading', async () => {
    const user = userEvent.setup();
    render(<MonthlyReviewCard review={aMonthlyReview()} />);
    await user.click(within(card()).getByRole('button', { name: 'Monthly Wins (2)' }));
    expect(items('monthly-review-wins')).toEqual([]);
  });

  it('shows Areas to Improve only when there are some', () => {
    const { unmount } = render(<MonthlyReviewCard review={aMonthlyReview()} />);
    expect(within(card()).queryByTestId('monthly-review-areas')).toBeNull();
    unmount();

    render(
      <MonthlyReviewCard review={aMonthlyReview({ areasToImprove: '• Sleep earlier\n• Plan' })} />,
    );
    expect(section('monthly-review-areas')).toHaveTextContent('Areas to Improve Next Month (2)');
    expect(items('monthly-review-areas')).toEqual(['Sleep earlier', 'Plan']);
  });

  it("shows the coach's note when there is one", () => {
    const { unmount } = render(<MonthlyReviewCard review={aMonthlyReview()} />);
    expect(within(card()).queryByTestId('monthly-review-coach-note')).toBeNull();
    unmount();

    render(<MonthlyReviewCard review={aMonthlyReview({ coachNote: 'Strong month: 20 days.' })} />);
    expect(section('monthly-review-coach-note')).toHaveTextContent(
      "Coach's NoteStrong month: 20 days.",
    );
  });
});
