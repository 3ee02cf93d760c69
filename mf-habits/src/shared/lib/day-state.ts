import type { CreateHabitEntryRequest, Habit, HabitEntry } from '@goalcoach/contracts';

/** What a day of a habit shows: done, partly done (count below target), skipped, or nothing. */
export type DayState = 'done' | 'partial' | 'skipped' | 'none';

/** The done count that makes a day done: weekly habits count done days, so one a day. */
export function dailyTarget(habit: Pick<Habit, 'frequency' | 'targetCount'>): number {
  return habit.frequency === 'weekly' ? 1 : habit.targetCount;
}

export function dayStateOf(
  habit: Pick<Habit, 'frequency' | 'targetCount'>,
  entry: Pick<HabitEntry, 'status' | 'count'> | undefined,
): DayState {
  if (!entry) return 'none';
  if (entry.status === 'skipped') return 'skipped';
  if (entry.count >= dailyTarget(habit)) return 'done';
  return entry.count > 0 ? 'partial' : 'none';
}

/** The request that sets a day to `state` ('partial' is reached by a count, not a state). */
export function entryRequestFor(
  habit: Pick<Habit, 'id' | 'frequency' | 'targetCount'>,
  entryDate: string,
  state: Exclude<DayState, 'partial'>,
): CreateHabitEntryRequest {
  if (state === 'skipped')
    return { habitId: habit.id, entryDate, completed: false, status: 'skipped' };
  if (state === 'done') {
    return { habitId: habit.id, entryDate, completed: true, count: dailyTarget(habit) };
  }
  return { habitId: habit.id, entryDate, completed: false, count: 0 };
}

/** The day buttons' cycle: nothing (or partly) → done → skipped (sick, travel) → nothing. */
export function nextDayState(state: DayState): Exclude<DayState, 'partial'> {
  if (state === 'done') return 'skipped';
  if (state === 'skipped') return 'none';
  return 'done';
}
