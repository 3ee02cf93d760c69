import { Section } from '@goalcoach/ui';
import type { Task } from '@goalcoach/contracts';
import { Footprints } from 'lucide-react';
import { useState } from 'react';
import { useGoalTasks } from '../api/use-goal-tasks';
import { useToggleTask } from '../api/use-toggle-task';
import { useTaskActions } from '../hooks/use-task-actions';
import { pickStartHereTasks } from '../utils/pick-start-here-tasks';
import { TaskItem } from './task-item';
import { TaskListSkeleton } from './task-list-skeleton';
import './task-list.css';
import './start-here-today.css';

export type StartHereTodayProps = { goalId: string };

/** The three best next steps of the goal. */
export function StartHereToday({ goalId }: StartHereTodayProps) {
  const { data: tasks, isPending, isError } = useGoalTasks(goalId);
  const toggle = useToggleTask(goalId);
  const actions = useTaskActions();
  // Rows ticked here stay, shown done, until the page is left: the list does not shift under
  // the pointer (a quick second click would tick the next task).
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const picks = tasks ? pickStartHereTasks(tasks, 3, touched) : [];
  const toggleHere = (task: Task) => {
    setTouched((ids) => new Set(ids).add(task.id));
    toggle(task);
  };

  return (
    <Section
      className="goals-start-here"
      icon={<Footprints aria-hidden size={20} />}
      title="Start Here Today"
      description="Your next best steps, in the order that builds momentum."
      data-testid="start-here-today"
    >
      {isPending ? (
        <TaskListSkeleton />
      ) : isError ? (
        <p className="gc-text-muted">Your tasks could not be loaded. Please reload the page.</p>
      ) : picks.length === 0 ? (
        <p className="gc-text-muted">You&apos;re all caught up: no open tasks right now.</p>
      ) : (
        <ol className="goals-task-list">
          {picks.map((task) => (
            <TaskItem
              key={task.id}
              task={task}
              onToggle={toggleHere}
              actions={actions}
              showSchedule
            />
          ))}
        </ol>
      )}
    </Section>
  );
}
