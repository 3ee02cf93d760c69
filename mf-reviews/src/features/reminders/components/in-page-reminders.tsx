import { useInPageReminders } from '../hooks/use-in-page-reminders';

/**
 * Exposed as `./InPageReminders`: the shell mounts it once in the signed-in frame, so the
 * daily reminder shows on every page while a tab is open. It renders nothing.
 */
export default function InPageReminders() {
  useInPageReminders();
  return null;
}
