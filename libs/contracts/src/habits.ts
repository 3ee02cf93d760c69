/** The categories a habit can have, each shown with its own icon. */
export const HABIT_CATEGORIES = [
  'Health',
  'Mindset',
  'Skill',
  'Productivity',
  'Creativity',
  'Relationships',
  'Finance',
  'Spiritual',
] as const;

export type HabitCategory = (typeof HABIT_CATEGORIES)[number];

export const HABIT_FREQUENCIES = ['daily', 'weekly', 'custom'] as const;

/**
 * `daily`: every day; `weekly`: `targetCount` done days in a calendar week (Sunday to Saturday),
 * counted in weeks; `custom`: the weekdays of `customDays` only.
 */
export type HabitFrequency = (typeof HABIT_FREQUENCIES)[number];

export const HABIT_ENTRY_STATUSES = ['done', 'skipped'] as const;

/** `skipped` (sick, travel): the day neither extends nor breaks a streak. */
export type HabitEntryStatus = (typeof HABIT_ENTRY_STATUSES)[number];

export const HABIT_NAME_MAX_LENGTH = 200;
export const HABIT_TEXT_MAX_LENGTH = 2000;
/** The largest daily target of a habit, and so the largest count of a day. */
export const HABIT_MAX_COUNT = 1000;

/** The tier of a streak (at 7, 21, 66, 100) and the way to the next one. */
export interface HabitTier {
  /** The tier reached ('Locked In', 'Habit Formed', ...), null below the first. */
  name: string | null;
  /** The next tier and the streak it needs; null past the last ('Master level'). */
  next: { name: string; at: number } | null;
  /** Streak divided by the next tier's streak, integer percent, capped at 100. */
  progressPercent: number;
}

export interface Habit {
  id: string;
  habitName: string;
  description: string;
  goalId: string | null;
  /** The linked goal's name while that goal exists (not deleted), else null. */
  goalName: string | null;
  goalConnection: string;
  cue: string;
  reward: string;
  category: HabitCategory;
  categoryIcon: string;
  isAntiHabit: boolean;
  frequency: HabitFrequency;
  /** Done count that makes a day done (daily, custom), or done days a week needs (weekly). */
  targetCount: number;
  /** Weekdays of a `custom` habit, 0 = Sunday ... 6 = Saturday; empty for the others. */
  customDays: number[];
  displayOrder: number;
  createdAt: string;
  /** The local date (user's zone) the habit was created: no entry may be before it. */
  createdOn: string;
  // Streak figures, computed on read from the entries in the user's time zone.
  /** The current streak, in `streakUnit`. */
  streakCount: number;
  bestStreak: number;
  streakUnit: 'days' | 'weeks';
  /** Today's done count reaches targetCount. */
  doneToday: boolean;
  /** 0-100, Loop Habit Tracker's habit strength. */
  strength: number;
  tier: HabitTier;
  /** Current streak of 21 or more. */
  automated: boolean;
  /**
   * The habit's age in days is a positive multiple of 7 and no reflection has been
   * saved for this week yet, so the Weekly Reflection dialog should open.
   */
  reflectionDue: boolean;
}

/** `GET /api/habits/{id}/strength`: one point per day from creation to today, oldest first. */
export interface HabitStrengthPoint {
  /** YYYY-MM-DD in the user's zone. */
  date: string;
  /** 0-100, the habit strength at the end of that day. */
  strength: number;
}

/** `POST /api/habits`: text fields are trimmed; only habitName is required. */
export interface CreateHabitRequest {
  habitName: string;
  description?: string;
  /** One of the user's own goals, or null / absent for none. */
  goalId?: string | null;
  goalConnection?: string;
  cue?: string;
  reward?: string;
  /** Default 'Health'. */
  category?: HabitCategory;
  categoryIcon?: string;
  isAntiHabit?: boolean;
  /** Default 'daily'. */
  frequency?: HabitFrequency;
  /** Integer, at least 1; default 1. */
  targetCount?: number;
  /** Required, non-empty, for `custom` (0 = Sunday ... 6 = Saturday); ignored otherwise. */
  customDays?: number[];
}

/** `PATCH /api/habits/{id}`: any of the create fields; those left out do not change. */
export type UpdateHabitRequest = Partial<CreateHabitRequest>;

/** `POST /api/habits/reorder`: every one of the user's habits once, displayOrder 0..n-1. */
export interface ReorderHabitsRequest {
  habitOrders: { id: string; displayOrder: number }[];
}

export interface HabitEntry {
  id: string;
  habitId: string;
  /** YYYY-MM-DD, the user's local date. */
  entryDate: string;
  /** status 'done' with a count of at least 1. */
  completed: boolean;
  status: HabitEntryStatus;
  count: number;
}

/**
 * `POST /api/habit-entries`: sets the habit's entry of that day (one per habit and day).
 * - status 'skipped': the day is skipped (count 0), whatever `completed` says;
 * - otherwise, completed true: done with `count` (at least 1; default 1);
 * - completed false: not done; the entry stays with `count` (default 0), so a partly done day
 *   of a habit with targetCount > 1 can be kept, and 0 un-ticks the day; a count that reaches
 *   the day's target (targetCount; 1 for weekly habits) would complete it, so is refused (400).
 * A date in the future or before the habit's createdOn is refused (400).
 */
export interface CreateHabitEntryRequest {
  habitId: string;
  entryDate: string;
  completed: boolean;
  count?: number;
  status?: HabitEntryStatus;
}

/** `GET /api/habit-entries` query: all optional; from/to are inclusive YYYY-MM-DD dates. */
export interface HabitEntriesQuery {
  habitId?: string;
  from?: string;
  to?: string;
}

export interface HabitReflection {
  id: string;
  habitId: string;
  reflection: string;
  /** The Sunday-first week's start the reflection is about (user's zone). */
  weekOn: string;
  createdAt: string;
}

export interface CreateHabitReflectionRequest {
  reflection: string;
}

/** `POST /api/habits/import/loop`: the multipart field holding Loop Habit Tracker's CSV export. */
export const LOOP_IMPORT_FILE_FIELD = 'file';

/** What importing one of the export's habits does (or would do, on a dry run). */
export interface LoopImportHabit {
  /** The habit's name in Loop, trimmed. */
  name: string;
  /**
   * `create`: a new habit; `merge`: the days go into your habit of the same name (letter case
   * aside), each day replacing the one you had, so importing twice doubles nothing.
   */
  action: 'create' | 'merge';
  /** What Loop's frequency becomes (a merged habit keeps its own settings). */
  frequency: HabitFrequency;
  targetCount: number;
  /** The days written: done, skipped and not-done days Loop recorded. */
  days: number;
  /** Archived in Loop: imported as an active habit (habits have no archive here). */
  archivedInLoop: boolean;
  /** Where the import cannot keep Loop's meaning exactly, in words. */
  notes: string[];
}

/**
 * The answer of `POST /api/habits/import/loop` (`?dryRun=true`: the preview, nothing written).
 * The import is one transaction: all of it or, on any problem, nothing.
 */
export interface LoopImportResult {
  dryRun: boolean;
  habitCount: number;
  dayCount: number;
  habits: LoopImportHabit[];
}

/** `POST /api/habits/import/loop` query: `dryRun=true` answers the preview and writes nothing. */
export interface LoopImportQuery {
  dryRun?: 'true' | 'false';
}
