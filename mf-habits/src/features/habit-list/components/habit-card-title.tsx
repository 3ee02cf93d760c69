import type { Habit } from '@goalcoach/contracts';
import { Badge } from '@goalcoach/ui';
import type { ReactNode } from 'react';
import { HabitCategoryIcon } from './habit-category-icon';
import './habit-card-title.css';

export type HabitCardTitleProps = {
  habit: Habit;
  /** The id the card's article is named by. */
  titleId: string;
  /** Before the icon: the drag handle in reorder mode. */
  leading?: ReactNode;
  /** After the name: the expand toggle. */
  trailing?: ReactNode;
};

/** A card's first row: category icon, name and the Anti-Habit badge. */
export function HabitCardTitle({ habit, titleId, leading, trailing }: HabitCardTitleProps) {
  return (
    <div className="gc-habit-card__top">
      {leading}
      <span className="gc-habit-card__icon" title={habit.category}>
        <HabitCategoryIcon category={habit.category} />
        <span className="gc-visually-hidden">{habit.category}</span>
      </span>
      <div className="gc-habit-card__heading">
        <h2 className="gc-habit-card__name" id={titleId} data-testid="habit-name">
          {habit.habitName}
        </h2>
        {habit.isAntiHabit && (
          <Badge variant="secondary" data-testid="habit-anti-badge">
            Anti-Habit
          </Badge>
        )}
      </div>
      {trailing}
    </div>
  );
}
