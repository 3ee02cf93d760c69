import { errorMessageOf } from '@goalcoach/api';
import type { CalendarFeed } from '@goalcoach/contracts';
import { Alert, Checkbox } from '@goalcoach/ui';
import { useId } from 'react';
import { useUpdateCalendarFeed } from '../api/use-calendar-feed';

export type CalendarFeedReminderProps = {
  feed: CalendarFeed;
};

/** Whether the feed carries the daily check-in, at the person's reminder time. Saves at once. */
export function CalendarFeedReminder({ feed }: CalendarFeedReminderProps) {
  const update = useUpdateCalendarFeed();
  const hintId = useId();
  const checked = update.isPending
    ? (update.variables?.includeCheckInReminder ?? feed.includeCheckInReminder)
    : feed.includeCheckInReminder;
  return (
    <div className="gc-stack">
      <label className="goals-calendar-feed__option">
        <Checkbox
          checked={checked}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ includeCheckInReminder: event.target.checked })}
          aria-describedby={hintId}
          data-testid="calendar-feed-reminder"
        />
        <span>Include a daily check-in reminder</span>
      </label>
      <p id={hintId} className="goals-calendar-feed__option-hint">
        An event every day at {feed.reminderTime}, your reminder time.
      </p>
      {update.isError && (
        <Alert variant="destructive" data-testid="calendar-feed-reminder-error">
          {errorMessageOf(update.error, 'Failed to save. Please try again.')}
        </Alert>
      )}
    </div>
  );
}
