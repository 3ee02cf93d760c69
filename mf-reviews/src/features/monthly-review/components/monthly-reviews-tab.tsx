import { useSession } from '@goalcoach/session';
import { EmptyState, QueryError } from '@goalcoach/ui';
import { CalendarRange } from 'lucide-react';
import { useState } from 'react';
import { useMonthlyReviews, useReviewYears } from '../api/use-monthly-reviews';
import {
  byNewestMonth,
  currentYearMonth,
  isLaterMonth,
  yearChoices,
  type YearMonth,
} from '../utils/months';
import { GenerateReviewButton } from './generate-review-button';
import { ManualEntrySection } from './manual-entry-section';
import { MonthYearPicker } from './month-year-picker';
import { MonthlyReviewCard } from './monthly-review-card';
import './monthly-reviews-tab.css';

/**
 * The Monthly tab: choose a month, generate or refresh its review, add a manual entry;
 * below, every review, newest month first.
 */
export function MonthlyReviewsTab() {
  const timeZone = useSession((session) => session.user?.timeZone);
  const [thisMonth] = useState(() => currentYearMonth(new Date(), timeZone));
  const [chosen, setChosen] = useState<YearMonth>(thisMonth);
  const reviews = useMonthlyReviews();
  const years = useReviewYears();
  const exists = Boolean(
    reviews.data?.some((r) => r.year === chosen.year && r.month === chosen.month),
  );

  return (
    <div className="gc-stack gc-monthly" data-testid="monthly-reviews-tab">
      {/* The Weekly tab's title is on screen; this one is for the outline of headings only. */}
      <h2 className="gc-visually-hidden">Monthly Reviews</h2>
      <div className="gc-monthly__toolbar">
        <MonthYearPicker
          value={chosen}
          years={yearChoices(years.data?.years, thisMonth.year, chosen.year)}
          onChange={setChosen}
        />
        <GenerateReviewButton
          chosen={chosen}
          exists={exists}
          disabled={!reviews.isSuccess}
          notStarted={isLaterMonth(chosen, currentYearMonth(new Date(), timeZone))}
        />
      </div>
      <ManualEntrySection chosen={chosen} />
      {reviews.isPending ? (
        <p className="gc-text-muted" role="status" data-testid="monthly-loading">
          Loading monthly reviews...
        </p>
      ) : reviews.isError ? (
        <QueryError
          title="Unable to load monthly reviews"
          onRetry={() => void reviews.refetch()}
          retrying={reviews.isFetching}
          testId="monthly-error"
        >
          Something went wrong while loading your monthly reviews. Please try again.
        </QueryError>
      ) : reviews.data.length === 0 ? (
        <EmptyState
          icon={<CalendarRange aria-hidden size={32} />}
          title="No Monthly Reviews Yet"
          description="Generate your first monthly review to see all your wins and lessons in one place"
        />
      ) : (
        <div className="gc-stack" data-testid="monthly-review-list">
          {[...reviews.data].sort(byNewestMonth).map((review) => (
            <MonthlyReviewCard key={review.id} review={review} />
          ))}
        </div>
      )}
    </div>
  );
}
