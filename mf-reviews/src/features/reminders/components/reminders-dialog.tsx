import { Dialog, DialogContent, QueryError } from '@goalcoach/ui';
import { useNotificationSettings } from '../api/use-notification-settings';
import { ReminderSettingsForm } from './reminder-settings-form';

function ReminderSettingsPanel() {
  const settings = useNotificationSettings();
  if (settings.isPending) {
    return (
      <p role="status" data-testid="reminders-loading">
        Loading reminder settings...
      </p>
    );
  }
  if (settings.isError) {
    return (
      <QueryError
        title="Unable to load reminder settings"
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
        testId="reminders-error"
      >
        Something went wrong while loading your reminder settings. Please try again.
      </QueryError>
    );
  }
  return <ReminderSettingsForm saved={settings.data} />;
}

type RemindersDialogProps = { open: boolean; onOpenChange(open: boolean): void };

/** 'Daily Check-In Reminders': settings save as they change (no Save button). */
export function RemindersDialog({ open, onOpenChange }: RemindersDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Daily Check-In Reminders"
        description="A daily nudge to record your wins and lessons."
        data-testid="reminders-dialog"
      >
        <ReminderSettingsPanel />
      </DialogContent>
    </Dialog>
  );
}
