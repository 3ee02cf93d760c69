import type { NotificationSettings } from '@goalcoach/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { queryKeys } from '../../../shared/api/api-paths';
import { useSaveNotificationSettings } from '../api/use-notification-settings';
import { isReminderTime } from '../lib/next-reminder';

/** Typing a time saves it once the user pauses this long (or leaves the field). */
export const TIME_SAVE_DELAY_MS = 800;

/**
 * The settings as the user sets them, saved as they change: the switch at once, the time
 * after a pause, on blur, or when the dialog closes, so nothing typed is lost. Every save
 * sends the whole latest draft, so a time and a switch change never undo each other.
 */
export function useSettingsDraft(saved: NotificationSettings) {
  const save = useSaveNotificationSettings();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(saved);
  const latest = useRef(saved);
  const lastSavedTime = useRef(saved.reminderTime);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const update = (next: NotificationSettings) => {
    latest.current = next;
    setDraft(next);
  };

  const commit = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const settings = latest.current;
    lastSavedTime.current = settings.reminderTime;
    save.mutate(settings, {
      // The switch goes back to what the server has; a typed time stays to be tried again.
      onError: () => {
        const stored = queryClient.getQueryData<NotificationSettings>(
          queryKeys.notificationSettings(),
        );
        update({ ...latest.current, enabled: stored?.enabled ?? false });
      },
    });
  };

  const setEnabled = (enabled: boolean) => {
    update({ ...latest.current, enabled });
    commit();
  };

  const setTime = (reminderTime: string) => {
    update({ ...latest.current, reminderTime });
    clearTimeout(timer.current);
    timer.current = isReminderTime(reminderTime)
      ? setTimeout(commit, TIME_SAVE_DELAY_MS)
      : undefined;
  };

  /** On blur: saves a waiting time now; an unfinished one goes back to the last saved. */
  const flushTime = () => {
    if (timer.current !== undefined) commit();
    else if (!isReminderTime(latest.current.reminderTime)) {
      update({ ...latest.current, reminderTime: lastSavedTime.current });
    }
  };

  const flushOnClose = useRef(flushTime);
  useEffect(() => {
    flushOnClose.current = flushTime;
  });
  useEffect(() => () => flushOnClose.current(), []);

  return { draft, saving: save.isPending, setEnabled, setTime, flushTime };
}
