import type { Habit, ReorderHabitsRequest } from '@goalcoach/contracts';

/** The habits with `activeId` moved to `overId`'s place, each displayOrder renumbered from 0. */
export function moveHabit(habits: readonly Habit[], activeId: string, overId: string): Habit[] {
  const from = habits.findIndex((habit) => habit.id === activeId);
  const to = habits.findIndex((habit) => habit.id === overId);
  if (from < 0 || to < 0 || from === to) return [...habits];
  const moved = [...habits];
  const [dragged] = moved.splice(from, 1);
  if (dragged) moved.splice(to, 0, dragged);
  return moved.map((habit, displayOrder) => ({ ...habit, displayOrder }));
}

/** The reorder request: every habit with its position, index from 0. */
export function reorderRequestOf(habits: readonly Habit[]): ReorderHabitsRequest {
  return { habitOrders: habits.map(({ id }, displayOrder) => ({ id, displayOrder })) };
}
