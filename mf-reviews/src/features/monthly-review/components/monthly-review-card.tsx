import { reviewLines, type MonthlyReview } from '@goalcoach/contracts';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@goalcoach/ui';
import { MessageSquareQuote } from 'lucide-react';
import { monthName } from '../utils/months';
import { MonthlyReviewStats } from './monthly-review-stats';
import { ReviewLineSection } from './review-line-section';
import './monthly-review-card.css';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'monthly-review-2026-03': the card of March 2026. */
function monthlyReviewTestId({ year, month }: Pick<MonthlyReview, 'year' | 'month'>) {
  return `monthly-review-${year}-${String(month).padStart(2, '0')}`;
}

/** One month's review, with the coach's note when one was written. */
export function MonthlyReviewCard({ review }: { review: MonthlyReview }) {
  const areas = reviewLines(review.areasToImprove);
  const highlights = review.weeklyHighlights?.trim();

  return (
    <Card className="gc-monthly-card" data-testid={monthlyReviewTestId(review)}>
      <CardHeader className="gc-monthly-card__header">
        <div>
          <CardTitle>
            {monthName(review.month)} {review.year} Review
          </CardTitle>
          <CardDescription>Your monthly progress summary</CardDescription>
        </div>
        <div className="gc-cluster">
          <Badge variant="secondary" data-testid="monthly-review-checkins">
            {plural(review.daysCheckedIn, 'check-in', 'check-ins')}
          </Badge>
          <Badge variant="secondary" data-testid="monthly-review-tasks">
            {plural(review.tasksCompleted, 'task', 'tasks')}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="gc-stack">
        <ReviewLineSection
          title="Monthly Wins"
          noun="wins"
          lines={reviewLines(review.totalWins)}
          testId="monthly-review-wins"
        />
        <ReviewLineSection
          title="Lessons Learned"
          noun="lessons"
          lines={reviewLines(review.totalLessons)}
          testId="monthly-review-lessons"
        />
        {areas.length > 0 && (
          <ReviewLineSection
            title="Areas to Improve Next Month"
            noun="areas"
            lines={areas}
            testId="monthly-review-areas"
          />
        )}
        <section className="gc-monthly-card__section" data-testid="monthly-review-highlights">
          <h4>Weekly Highlights</h4>
          <p className="gc-monthly-card__text">{highlights || 'No weekly highlights yet.'}</p>
        </section>
        <MonthlyReviewStats review={review} />
        {review.coachNote && (
          <section className="gc-monthly-card__coach" data-testid="monthly-review-coach-note">
            <h4>
              <MessageSquareQuote aria-hidden size={16} />
              Coach&apos;s Note
            </h4>
            <p className="gc-monthly-card__text">{review.coachNote}</p>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
