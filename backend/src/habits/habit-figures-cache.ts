import { Injectable } from '@nestjs/common';
import type { HabitEntity } from './habit.entity.js';
import type { HabitStreaks } from './streaks/habit-streaks.js';

/** Enough for every habit of the active users of one instance; the oldest read go first. */
const MAX_HABITS = 50_000;

/**
 * Streak figures of habits, kept while everything they were computed from is unchanged: the
 * entries (their version grows with every write, in the write's transaction, so every instance
 * sees a change at once), the settings the rules read, and the user's today. A habit whose key
 * moved is computed again from its entries; nothing here is ever a source of truth.
 */
@Injectable()
export class HabitFiguresCache {
  private readonly figures = new Map<string, { key: string; streaks: HabitStreaks }>();

  get(habit: HabitEntity, today: string): HabitStreaks | undefined {
    const cached = this.figures.get(habit.id);
    if (!cached || cached.key !== keyOf(habit, today)) return undefined;
    // Read again: moved to the end, last to be evicted.
    this.figures.delete(habit.id);
    this.figures.set(habit.id, cached);
    return cached.streaks;
  }

  set(habit: HabitEntity, today: string, streaks: HabitStreaks): void {
    this.figures.delete(habit.id);
    this.figures.set(habit.id, { key: keyOf(habit, today), streaks });
    if (this.figures.size > MAX_HABITS) {
      const oldest = this.figures.keys().next().value;
      if (oldest !== undefined) this.figures.delete(oldest);
    }
  }
}

function keyOf(habit: HabitEntity, today: string): string {
  return [
    habit.entriesVersion,
    today,
    habit.createdOn,
    habit.frequency,
    habit.targetCount,
    habit.customDays.join(','),
  ].join('|');
}
