import { DEFAULT_REMINDER_TIME } from '@goalcoach/contracts';
import { useSession } from '@goalcoach/session';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from '@goalcoach/routing';
import { useNotificationSettings } from '../api/use-notification-settings';
import { checkedInToday } from '../lib/checked-in-today';
import { isReminderTime, nextReminderAt } from '../lib/next-reminder';
import { currentPushSubscription, pushSupported } from '../lib/push-device';
import { remindHere } from '../lib/remind-here';

/** A fired reminder's next one is looked for from a little later, never the same minute. */
const AFTER_FIRING_MS = 60_000;

async function hasPushSubscription(): Promise<boolean> {
  if (!pushSupported()) return false;
  return (await currentPushSubscription().catch(() => null)) !== null;
}

/**
 * While a tab is open and reminders are enabled, shows the daily reminder at the
 * chosen time in the user's zone, then schedules the next: as a notification where the
 * browser allows them, else inside the page (a blocked permission does not silence it). Like
 * the push job, it stays silent on a day the user has already checked in; and a device with a
 * push subscription gets the reminder by push instead, so it is never shown twice.
 *
 * Mounted once for every signed-in page, by the shell (`./InPageReminders`).
 */
export function useInPageReminders(): void {
  const settings = useNotificationSettings();
  const queryClient = useQueryClient();
  const timeZone = useSession((session) => session.user?.timeZone);
  const navigate = useNavigate();
  const openDashboard = useEffectEvent(() => void navigate('/'));
  const enabled = settings.data?.enabled ?? false;
  const reminderTime = settings.data?.reminderTime ?? DEFAULT_REMINDER_TIME;

  useEffect(() => {
    if (!enabled || !isReminderTime(reminderTime)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;

    const schedule = (from: Date) => {
      const at = nextReminderAt(from, reminderTime, timeZone);
      timer = setTimeout(() => void fire(at), at.getTime() - Date.now());
    };
    const shouldRemind = async () =>
      !(await hasPushSubscription()) && !(await checkedInToday(queryClient, timeZone));
    const fire = async (at: Date) => {
      if ((await shouldRemind()) && active) {
        await remindHere(openDashboard).catch(() => undefined);
      }
      if (active) schedule(new Date(Math.max(Date.now(), at.getTime() + AFTER_FIRING_MS)));
    };

    schedule(new Date());
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [enabled, reminderTime, timeZone, queryClient]);
}
