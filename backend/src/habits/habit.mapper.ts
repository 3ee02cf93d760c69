import type { Habit } from '@goalcoach/contracts';
import type { HabitEntity } from './habit.entity.js';
import type { HabitStreaks } from './streaks/habit-streaks.js';
import type { StreakHabit } from './streaks/streak-input.js';

/** What the streak engine needs of a habit. */
export function toStreakHabit(habit: HabitEntity): StreakHabit {
  return {
    frequency: habit.frequency,
    targetCount: habit.targetCount,
    customDays: habit.customDays,
    createdOn: habit.createdOn,
  };
}

/** What a habit is shown with besides its own row. */
export interface HabitFigures {
  streaks: HabitStreaks;
  goalName: string | null;
  reflectionDue: boolean;
}

export function toHabit(
  habit: HabitEntity,
  { streaks, goalName, reflectionDue }: HabitFigures,
): Habit {
  return {
    id: habit.id,
    habitName: habit.habitName,
    description: habit.description,
    goalId: habit.goalId,
    goalName,
    goalConnection: habit.goalConnection,
    cue: habit.cue,
    reward: habit.reward,
    category: habit.category,
    categoryIcon: habit.categoryIcon,
    isAntiHabit: habit.isAntiHabit,
    frequency: habit.frequency,
    targetCount: habit.targetCount,
    customDays: habit.customDays,
    displayOrder: habit.displayOrder,
    createdAt: habit.createdAt.toISOString(),
    createdOn: habit.createdOn,
    streakCount: streaks.current,
    bestStreak: streaks.best,
    streakUnit: streaks.unit,
    doneToday: streaks.doneToday,
    strength: streaks.strength,
    tier: streaks.tier,
    automated: streaks.automated,
    reflectionDue,
  };
}
