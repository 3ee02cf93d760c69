import type { Habit } from '@goalcoach/contracts';
import { Button } from '@goalcoach/ui';
import { History } from 'lucide-react';

export type ViewHistoryButtonProps = { habit: Habit; onViewHistory: (habit: Habit) => void };

export function ViewHistoryButton({ habit, onViewHistory }: ViewHistoryButtonProps) {
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => onViewHistory(habit)}
      data-testid="habit-history"
      aria-label={`View history of ${habit.habitName}`}
    >
      <History aria-hidden />
      View History
    </Button>
  );
}
