import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Habit } from '@goalcoach/contracts';
import { cn } from '@goalcoach/ui';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import '../../../styles/habit-list-grid.css';
import './sortable-habit-item.css';

export type SortableHabitItemProps = {
  habit: Habit;
  /** The card, given the handle that drags it. */
  children: (dragHandle: ReactNode) => ReactNode;
};

/** A list item that moves by its handle: mouse, touch, or the keyboard (Space, arrows). */
export function SortableHabitItem({ habit, children }: SortableHabitItemProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: habit.id });

  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="gc-habit-drag-handle"
      data-testid="habit-drag-handle"
      {...attributes}
      {...listeners}
      aria-label={`Move ${habit.habitName}`}
    >
      <GripVertical aria-hidden size={18} />
    </button>
  );

  return (
    <li
      ref={setNodeRef}
      className={cn('gc-habit-list__item', isDragging && 'is-dragging')}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </li>
  );
}
