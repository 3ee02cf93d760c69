import type { Page } from '@playwright/test';
import type { NotificationSettings } from '@goalcoach/contracts';
import { expect } from './fixtures.js';
import { seedSql } from './seed-database.js';

/** A past day's check-in as the dialog would have saved it. */
export type SeededCheckIn = {
  /** YYYY-MM-DD in the account's zone. */
  date: string;
  completedDailyAction: boolean;
  confidenceLevel: number;
  /** False for a check-in saved before the dialog asked for confidence (it derived 8 or 5). */
  confidenceGiven?: boolean;
  wins?: string;
};

/**
 * Writes check-ins on past days for the account with `email`: the API only checks in today.
 */
export async function seedCheckIns(email: string, checkIns: SeededCheckIn[]): Promise<void> {
  const result = await seedSql(
    `INSERT INTO daily_checkins
       (user_id, date, completed_daily_action, confidence_level, confidence_given, wins,
        created_at, updated_at)
     SELECT users.id, day.date, day.done, day.confidence, day.given, day.wins, now(), now()
       FROM users,
            unnest($2::date[], $3::boolean[], $4::int[], $5::boolean[], $6::text[])
              AS day (date, done, confidence, given, wins)
      WHERE lower(users.email) = lower($1)`,
    [
      email,
      checkIns.map((checkIn) => checkIn.date),
      checkIns.map((checkIn) => checkIn.completedDailyAction),
      checkIns.map((checkIn) => checkIn.confidenceLevel),
      checkIns.map((checkIn) => checkIn.confidenceGiven ?? true),
      checkIns.map((checkIn) => checkIn.wins ?? null),
    ],
  );
  expect(result.rowCount).toBe(checkIns.length);
}

/** The reminder settings the server holds for the signed-in account. */
export async function notificationSettings(page: Page): Promise<NotificationSettings> {
  const response = await page.request.get('/api/notifications/settings');
  expect(response.status()).toBe(200);
  return (await response.json()) as NotificationSettings;
}
