import { Button, EmptyState, QueryError, QueryLoading, Section, Skeleton } from '@goalcoach/ui';
import { useSession } from '@goalcoach/session';
import { CalendarDays, Plus } from 'lucide-react';
import { useCheckIns } from '../../../shared/api/use-check-ins';
import { useWeeklyReviews } from '../../../shared/api/use-weekly-reviews';
import { useInlineFormState } from '../../../shared/hooks/use-inline-form';
import { CheckInHistory } from '../../check-in-history/components/check-in-history';
import { previousWeeks } from '../utils/previous-weeks';
import { currentWeek } from '../utils/week-bounds';
import { CurrentWeekCard } from './current-week-card';
import { PreviousWeeksList } from './previous-weeks-list';
import { WeeklyEntryForm } from './weekly-entry-form';
import './weekly-reviews-tab.css';

/** The Weekly tab: this week, the manual entry form, earlier weeks, the latest check-ins. */
export function WeeklyReviewsTab() {
  const zone = useSession((session) => session.user);
  const checkIns = useCheckIns();
  const reviews = useWeeklyReviews();
  const { open: formOpen, setOpen: setFormOpen, openerRef, closeForm } = useInlineFormState();

  const addEntry = (
    <Button
      ref={openerRef}
      variant="outline"
      onClick={() => setFormOpen(!formOpen)}
      aria-expanded={formOpen}
      data-testid="weekly-add-entry"
    >
      <Plus aria-hidden />
      Add Manual Entry
    </Button>
  );

  if (checkIns.isPending || reviews.isPending) {
    return (
      <QueryLoading label="Loading weekly reviews..." testId="weekly-loading">
        <p className="gc-text-muted">Loading weekly reviews...</p>
        <Skeleton height={240} />
      </QueryLoading>
    );
  }

  if (checkIns.isError || reviews.isError) {
    return (
      <QueryError
        title="Unable to load weekly reviews"
        onRetry={() => {
          if (checkIns.isError) void checkIns.refetch();
          if (reviews.isError) void reviews.refetch();
        }}
        retrying={checkIns.isFetching || reviews.isFetching}
        testId="weekly-error"
        retryTestId="weekly-retry"
      >
        Something went wrong while loading your check-ins and reviews. Please try again.
      </QueryError>
    );
  }

  const week = currentWeek(new Date(), zone);
  const earlierWeeks = previousWeeks(reviews.data, week.start);
  const empty = checkIns.data.length === 0 && reviews.data.length === 0;

  return (
    <Section
      frame="plain"
      title="Weekly Reviews"
      actions={addEntry}
      className="gc-weekly-tab"
      data-testid="weekly-tab"
    >
      {formOpen && <WeeklyEntryForm onClose={closeForm} />}
      {empty ? (
        <div data-testid="weekly-empty">
          <EmptyState
            icon={<CalendarDays />}
            title="No Weekly Reviews"
            description="Start doing daily check-ins to see your weekly highlights appear here automatically"
          />
        </div>
      ) : (
        <>
          <CurrentWeekCard week={week} checkIns={checkIns.data} reviews={reviews.data} />
          {earlierWeeks.length > 0 && <PreviousWeeksList weeks={earlierWeeks} />}
          {checkIns.data.length > 0 && <CheckInHistory checkIns={checkIns.data} />}
        </>
      )}
    </Section>
  );
}
