/**
 * The tables that keep rows of a person (they refer to `users`, or to a table that does) but
 * are no export kind of their own: where their rows go instead, or why they stay out. With
 * EXPORT_KINDS this names every such table; the export's completeness spec reads PostgreSQL's
 * catalogue, so a table added later fails it until it is exported or listed here with a reason.
 */
export const TABLES_BESIDE_THE_KINDS: Readonly<Record<string, string>> = {
  users: 'account.json: the profile (never the password hash)',
  notification_settings: 'account.json: the daily reminder',
  calendar_feeds: "account.json: the feed's settings (never its secret address)",
  sessions: 'left out: sign-in sessions are secrets of each device',
  password_reset_tokens: 'left out: secrets that expire within the hour',
  admin_email_verifications: "left out: secrets of an admin's e-mail check",
  push_subscriptions: "left out: a browser's push address and keys, secrets of each device",
  plan_generations: 'left out: when plans were asked for, kept only for the daily limit',
  ai_calls: "left out: the cost of model calls, the admin's figures",
  invite_codes: 'left out: which admin last changed the invite code',
};
