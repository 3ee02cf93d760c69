import { Dialog, DialogContent, QueryError, QueryLoading, Skeleton } from '@goalcoach/ui';
import { useCalendarFeed } from '../api/use-calendar-feed';
import { CalendarFeedLinks } from './calendar-feed-links';
import { CalendarFeedReminder } from './calendar-feed-reminder';
import { CalendarFeedReset } from './calendar-feed-reset';
import './calendar-feed-dialog.css';

export type CalendarFeedDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function CalendarFeedPanel() {
  const { data: feed, isPending, isError, refetch, isRefetching } = useCalendarFeed();

  if (isPending) {
    return (
      <QueryLoading label="Loading your calendar link" testId="calendar-feed-loading">
        <Skeleton height={44} />
        <Skeleton height={44} />
      </QueryLoading>
    );
  }

  if (isError) {
    return (
      <QueryError
        title="Unable to load your calendar link"
        onRetry={() => void refetch()}
        retrying={isRefetching}
        testId="calendar-feed-error"
        retryTestId="calendar-feed-retry"
      >
        Something went wrong while loading your calendar link. Please try again.
      </QueryError>
    );
  }

  return (
    <div className="gc-stack" data-testid="calendar-feed-panel">
      <p className="gc-text-muted" data-testid="calendar-feed-private">
        This link is private: anyone who has it can see your tasks, so share it with no one.
      </p>
      <CalendarFeedLinks links={feed.links} />
      <CalendarFeedReminder feed={feed} />
      <CalendarFeedReset />
    </div>
  );
}

/** Home's "Subscribe in your calendar": the private feed of upcoming tasks, and its settings. */
export function CalendarFeedDialog({ open, onOpenChange }: CalendarFeedDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Subscribe in your calendar"
        description="Your upcoming tasks in any calendar app, kept up to date."
        size="md"
        data-testid="calendar-feed-dialog"
      >
        <CalendarFeedPanel />
      </DialogContent>
    </Dialog>
  );
}
