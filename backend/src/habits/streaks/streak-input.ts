// What the engine reads: the habit's schedule and its entries. Every step of the engine takes
// these; none of them imports habit-streaks.ts, which composes the steps.

type HabitFrequency = 'daily' | 'weekly' | 'custom';

export interface StreakHabit {
  frequency: HabitFrequency;
  /** >= 1: done count per day (daily, custom) or done days per week (weekly). */
  targetCount: number;
  /** 0 = Sunday ... 6 = Saturday; used when frequency is 'custom'. */
  customDays: number[];
  /** YYYY-MM-DD, the local date the habit was created. */
  createdOn: string;
}

/** Local dates YYYY-MM-DD. */
export interface StreakEntry {
  date: string;
  status: 'done' | 'skipped';
  count: number;
}
