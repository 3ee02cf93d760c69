import {
  REMINDER_BODY,
  REMINDER_TITLE,
  REMINDER_URL,
  type ReminderPayload,
} from '@goalcoach/contracts';

/** What every reminder push carries, the scheduled ones and the test. */
export const REMINDER_PAYLOAD: ReminderPayload = Object.freeze({
  title: REMINDER_TITLE,
  body: REMINDER_BODY,
  url: REMINDER_URL,
});
