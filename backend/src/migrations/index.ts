import { CreateAppSettings1763770000000 } from './1763770000000-create-app-settings.js';
import { CreateAccounts1763900000000 } from './1763900000000-create-accounts.js';
import { CreateGoals1764000000000 } from './1764000000000-create-goals.js';
import { CreateRateLimitHits1764200000000 } from './1764200000000-create-rate-limit-hits.js';
import { VerifyAdminEmail1764200001000 } from './1764200001000-verify-admin-email.js';
import { GoalsPartTwo1764300000000 } from './1764300000000-goals-part-two.js';
import { CreateHabits1764400000000 } from './1764400000000-create-habits.js';
import { HabitEntriesVersion1764500000000 } from './1764500000000-habit-entries-version.js';
import { CreateReviews1764600000000 } from './1764600000000-create-reviews.js';
import { CreateVision1764700000000 } from './1764700000000-create-vision.js';
import { AdminIndexes1764800000000 } from './1764800000000-admin-indexes.js';
import { RepairTimeZones1764900000000 } from './1764900000000-repair-time-zones.js';
import { GoalPlanKind1765000000000 } from './1765000000000-goal-plan-kind.js';
import { CalendarFeed1765100000000 } from './1765100000000-calendar-feed.js';
import { CheckInConfidenceGiven1765300000000 } from './1765300000000-check-in-confidence-given.js';
import { GoalPlanReach1765400000000 } from './1765400000000-goal-plan-reach.js';
import { ExportPageIndexes1765500000000 } from './1765500000000-export-page-indexes.js';
import { TaskWrittenByPerson1765600000000 } from './1765600000000-task-written-by-person.js';

/**
 * Every migration, oldest first. Listed by hand: the backend is ESM, and TypeORM's glob loading
 * needs CommonJS. A new migration is a new file here plus one line below.
 */
export const MIGRATIONS = [
  CreateAppSettings1763770000000,
  CreateAccounts1763900000000,
  CreateGoals1764000000000,
  CreateRateLimitHits1764200000000,
  VerifyAdminEmail1764200001000,
  GoalsPartTwo1764300000000,
  CreateHabits1764400000000,
  HabitEntriesVersion1764500000000,
  CreateReviews1764600000000,
  CreateVision1764700000000,
  AdminIndexes1764800000000,
  RepairTimeZones1764900000000,
  GoalPlanKind1765000000000,
  CalendarFeed1765100000000,
  CheckInConfidenceGiven1765300000000,
  GoalPlanReach1765400000000,
  ExportPageIndexes1765500000000,
  TaskWrittenByPerson1765600000000,
];
