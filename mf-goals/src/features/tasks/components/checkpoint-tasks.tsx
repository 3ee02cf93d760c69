import { useGoalTasks } from '../api/use-goal-tasks';
import { useToggleTask } from '../api/use-toggle-task';
import { useTaskActions } from '../hooks/use-task-actions';
import { GenerateCheckpointTasks } from './generate-checkpoint-tasks';
import { TaskItem } from './task-item';
import { TaskListSkeleton } from './task-list-skeleton';
import './task-list.css';

export type CheckpointTasksProps = {
  goalId: string;
  checkpointId: string;
  /** Names the list, e.g. the checkpoint's title. */
  label: string;
};

/** The tasks of one weekly checkpoint; an empty week offers to generate its tasks. */
export function CheckpointTasks({ goalId, checkpointId, label }: CheckpointTasksProps) {
  const { data: tasks, isPending, isError } = useGoalTasks(goalId);
  const toggle = useToggleTask(goalId);
  const actions = useTaskActions();

  if (isPending) return <TaskListSkeleton rows={2} />;
  if (isError) return <p className="gc-text-muted">Tasks could not be loaded.</p>;
  const own = tasks.filter((task) => task.checkpointId === checkpointId);
  if (own.length === 0) {
    return <GenerateCheckpointTasks goalId={goalId} checkpointId={checkpointId} />;
  }
  return (
    <ul className="goals-task-list" aria-label={`Tasks of ${label}`}>
      {own.map((task) => (
        <TaskItem key={task.id} task={task} onToggle={toggle} actions={actions} />
      ))}
    </ul>
  );
}
