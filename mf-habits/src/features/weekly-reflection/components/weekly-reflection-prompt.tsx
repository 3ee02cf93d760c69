import { useUserToday } from '@goalcoach/session';
import type { Habit } from '@goalcoach/contracts';
import { useState } from 'react';
import { useCelebrationStore } from '../../../shared/celebration/celebration-store';
import { rememberSkip, wasSkippedOn } from '../utils/reflection-skips';
import { WeeklyReflectionDialog } from './weekly-reflection-dialog';

export type WeeklyReflectionPromptProps = { habits: Habit[] };

/**
 * Asks for the weekly reflection of the first habit that is due (its age in days a positive
 * multiple of 7, not yet answered that week) and was not skipped today; once it is saved or
 * skipped, the next due habit may be asked about.
 */
export function WeeklyReflectionPrompt({ habits }: WeeklyReflectionPromptProps) {
  const today = useUserToday();
  // Milestone Achieved goes first: two dialogs never open over each other.
  const celebrating = useCelebrationStore((state) => state.current !== null);
  // Answered here already: the list may still say due until it is read again.
  const [handled, setHandled] = useState<ReadonlySet<string>>(() => new Set());
  const due = celebrating
    ? null
    : (habits.find(
        (habit) => habit.reflectionDue && !handled.has(habit.id) && !wasSkippedOn(habit.id, today),
      ) ?? null);

  const handle = (habitId: string) => setHandled((current) => new Set(current).add(habitId));

  return (
    <WeeklyReflectionDialog
      key={due?.id}
      habit={due}
      today={today}
      onSaved={handle}
      onSkip={(habitId) => {
        rememberSkip(habitId, today);
        handle(habitId);
      }}
    />
  );
}
