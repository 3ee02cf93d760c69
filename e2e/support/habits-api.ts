import type { Page } from '@playwright/test';
import type { CreateHabitEntryRequest, CreateHabitRequest, Habit } from '@goalcoach/contracts';
import { baseURL } from './environment.js';
import { expect } from './fixtures.js';
import { seedSql } from './seed-database.js';

const sameOrigin = { Origin: baseURL };

export async function createHabit(page: Page, fields: CreateHabitRequest): Promise<Habit> {
  const response = await page.request.post('/api/habits', { data: fields, headers: sameOrigin });
  expect(response.status()).toBe(201);
  return (await response.json()) as Habit;
}

export async function setHabitEntry(page: Page, entry: CreateHabitEntryRequest): Promise<void> {
  const response = await page.request.post('/api/habit-entries', {
    data: entry,
    headers: sameOrigin,
  });
  expect(response.status()).toBe(201);
}

/**
 * Moves a habit's creation `days` back: no API makes a habit in the past, and a habit's age
 * decides which days may be ticked and when its weekly reflection is due.
 */
export async function backdateHabit(habitId: string, days: number): Promise<void> {
  await seedSql(
    `UPDATE habits SET created_on = created_on - $2::int,
                       created_at = created_at - make_interval(days => $2::int)
      WHERE id = $1`,
    [habitId, days],
  );
}
