import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { Habit } from '@goalcoach/contracts';
import { Grid } from '@goalcoach/ui';
import { type ReactNode, useMemo } from 'react';
import { useReorderHabits } from '../api/use-reorder-habits';
import { moveHabit } from '../utils/habit-order';
import { SettledKeyboardSensor } from '../utils/settled-keyboard-sensor';
import { REORDER_INSTRUCTIONS, reorderAnnouncements } from '../utils/reorder-announcements';
import { SortableHabitItem } from './sortable-habit-item';
import '../../../styles/habit-list-grid.css';

// Places measured before a lift too, so arrow keys pressed right after Space already move.
const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

export type SortableHabitListProps = {
  habits: Habit[];
  renderCard: (habit: Habit, dragHandle: ReactNode) => ReactNode;
};

/** Reorder mode: the habits as a list sorted by dragging; a drop saves the new order. */
export function SortableHabitList({ habits, renderCard }: SortableHabitListProps) {
  const reorder = useReorderHabits();
  const sensors = useSensors(
    useSensor(PointerSensor),
    // An arrow key near the viewport's edge scrolls the page instead of moving the habit;
    // instant, so the habit is over its new place before the next key, however quick.
    useSensor(SettledKeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      scrollBehavior: 'auto',
    }),
  );
  const ids = useMemo(() => habits.map((habit) => habit.id), [habits]);
  const announcements = useMemo(() => {
    const names = new Map(habits.map((habit) => [habit.id, habit.habitName]));
    return reorderAnnouncements({ ids, name: (id) => names.get(String(id)) ?? 'The habit' });
  }, [habits, ids]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    reorder.mutate(moveHabit(habits, String(active.id), String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      measuring={MEASURING}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: REORDER_INSTRUCTIONS }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Grid
          as="ul"
          className="gc-habit-list gc-habit-list--reordering"
          aria-label="Your habits, in reorder mode"
          data-testid="habit-list"
        >
          {habits.map((habit) => (
            <SortableHabitItem key={habit.id} habit={habit}>
              {(handle) => renderCard(habit, handle)}
            </SortableHabitItem>
          ))}
        </Grid>
      </SortableContext>
    </DndContext>
  );
}
