import type {
  CreateHabitRequest,
  Habit,
  HabitCategory,
  HabitFrequency,
} from '@goalcoach/contracts';
import { CATEGORY_ICON_NAMES } from '../../../shared/lib/category-icons';

/** What the three tabs edit: one state, so switching tabs loses nothing. */
export type HabitFormValues = {
  habitName: string;
  description: string;
  /** '' for no goal. */
  goalId: string;
  goalConnection: string;
  cue: string;
  reward: string;
  category: HabitCategory;
  isAntiHabit: boolean;
  frequency: HabitFrequency;
  /** As typed; read with `parseTargetCount`. */
  targetCount: string;
  /** Weekdays of a custom habit, 0 = Sunday. */
  customDays: number[];
};

export const NO_GOAL = '';

/** A new habit's defaults: daily, once, Health. */
export function initialValues(habit?: Habit): HabitFormValues {
  if (!habit) {
    return {
      habitName: '',
      description: '',
      goalId: NO_GOAL,
      goalConnection: '',
      cue: '',
      reward: '',
      category: 'Health',
      isAntiHabit: false,
      frequency: 'daily',
      targetCount: '1',
      customDays: [],
    };
  }
  return {
    habitName: habit.habitName,
    description: habit.description,
    // A link to a goal that is gone (goalName null) cannot be kept: the server refuses it.
    goalId: habit.goalId && habit.goalName !== null ? habit.goalId : NO_GOAL,
    goalConnection: habit.goalConnection,
    cue: habit.cue,
    reward: habit.reward,
    category: habit.category,
    isAntiHabit: habit.isAntiHabit,
    frequency: habit.frequency,
    targetCount: String(habit.targetCount),
    customDays: habit.customDays,
  };
}

/** A week has seven days, so a weekly target above that could never be met. */
export const WEEKLY_TARGET_MAX = 7;

/** Parsed as an integer, falling back to 1, at least 1. */
export function parseTargetCount(raw: string, frequency: HabitFrequency): number {
  const parsed = Number.parseInt(raw, 10);
  const count = Number.isNaN(parsed) ? 1 : Math.max(1, parsed);
  return frequency === 'weekly' ? Math.min(count, WEEKLY_TARGET_MAX) : count;
}

/**
 * The body of POST /api/habits and PATCH /api/habits/{id}: every field, texts trimmed. Editing
 * a habit whose goal is deleted (restorable for 24 h) leaves its link alone unless another goal
 * is chosen, so restoring the goal finds the habit still linked.
 */
export function toHabitRequest(values: HabitFormValues, habit?: Habit): CreateHabitRequest {
  const keepsGoneGoal = habit?.goalId && habit.goalName === null && values.goalId === NO_GOAL;
  return {
    habitName: values.habitName.trim(),
    description: values.description.trim(),
    ...(keepsGoneGoal ? {} : { goalId: values.goalId === NO_GOAL ? null : values.goalId }),
    goalConnection: values.goalConnection.trim(),
    cue: values.cue.trim(),
    reward: values.reward.trim(),
    category: values.category,
    categoryIcon: CATEGORY_ICON_NAMES[values.category],
    isAntiHabit: values.isAntiHabit,
    frequency: values.frequency,
    targetCount: parseTargetCount(values.targetCount, values.frequency),
    customDays: values.frequency === 'custom' ? [...values.customDays].sort((a, b) => a - b) : [],
  };
}

/** A name is required, and a custom habit needs a weekday; null when the habit can be saved. */
export function invalidField(values: HabitFormValues): 'habitName' | 'customDays' | null {
  if (values.habitName.trim() === '') return 'habitName';
  if (values.frequency === 'custom' && values.customDays.length === 0) return 'customDays';
  return null;
}

/** What each tab's fields get: the one form state and a way to change part of it. */
export type HabitFieldsProps = {
  values: HabitFormValues;
  onChange: (changes: Partial<HabitFormValues>) => void;
};
