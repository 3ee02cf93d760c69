import type { Habit } from '@goalcoach/contracts';
import { Card, cn } from '@goalcoach/ui';
import { type ReactNode, useId } from 'react';
import { HabitCardTitle } from './habit-card-title';
import { StreakBadge } from './habit-streak';
import { ViewHistoryButton } from './view-history-button';
import './habit-card.css';
import './reordering-habit-card.css';

export type ReorderingHabitCardProps = {
  habit: Habit;
  dragHandle: ReactNode;
  onViewHistory: (habit: Habit) => void;
};

/**
 * A habit in reorder mode: compact (name, streak, View History), so the whole list is in view
 * while it is dragged, and without Edit and Delete.
 */
export function ReorderingHabitCard({
  habit,
  dragHandle,
  onViewHistory,
}: ReorderingHabitCardProps) {
  const titleId = useId();
  return (
    <Card
      className={cn(
        'gc-habit-card gc-habit-card--compact',
        habit.isAntiHabit && 'gc-habit-card--anti',
      )}
      data-testid="habit-card"
      data-habit-id={habit.id}
      aria-labelledby={titleId}
      role="article"
    >
      <HabitCardTitle habit={habit} titleId={titleId} leading={dragHandle} />
      <div className="gc-habit-card__summary">
        <StreakBadge habit={habit} />
        <ViewHistoryButton habit={habit} onViewHistory={onViewHistory} />
      </div>
    </Card>
  );
}
