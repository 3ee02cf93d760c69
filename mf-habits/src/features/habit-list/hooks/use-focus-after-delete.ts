import type { Habit } from '@goalcoach/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { focusHabitsHeader } from '../utils/habits-header-focus';

type Intent = { deletedId: string; neighbourId: string | null };

/**
 * A deleted card takes the focus with it (its dialog and its Delete button are gone), so the
 * focus moves to the next card's expand toggle, else the previous one's, else to Add Habit.
 */
export function useFocusAfterDelete(habits: Habit[]) {
  const expandButtons = useRef(new Map<string, HTMLButtonElement>());
  const shownHabits = useRef(habits);
  const intent = useRef<Intent | null>(null);

  const onDeleted = useCallback((deleted: Habit) => {
    const list = shownHabits.current;
    const index = list.findIndex((habit) => habit.id === deleted.id);
    const neighbour = list[index + 1] ?? list[index - 1];
    intent.current = { deletedId: deleted.id, neighbourId: neighbour?.id ?? null };
  }, []);

  const expandButtonRef = useCallback(
    (habitId: string) => (button: HTMLButtonElement | null) => {
      if (button) expandButtons.current.set(habitId, button);
      else expandButtons.current.delete(habitId);
    },
    [],
  );

  useEffect(() => {
    shownHabits.current = habits;
    const pending = intent.current;
    if (!pending || habits.some((habit) => habit.id === pending.deletedId)) return;
    intent.current = null;
    const neighbour = pending.neighbourId && expandButtons.current.get(pending.neighbourId);
    if (neighbour) neighbour.focus();
    else focusHabitsHeader();
  }, [habits]);

  // Deleting the last habit replaces the list with the empty state: this list is unmounted.
  useEffect(() => {
    const pendingIntent = intent;
    return () => {
      if (pendingIntent.current) focusHabitsHeader();
    };
  }, []);

  return { onDeleted, expandButtonRef };
}
