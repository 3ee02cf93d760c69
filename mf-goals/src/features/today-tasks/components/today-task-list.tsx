import { Button, EmptyState, QueryError, QueryLoading, Skeleton } from '@goalcoach/ui';
import { ListTodo, Plus } from 'lucide-react';
import { useTaskActions } from '../../tasks/hooks/use-task-actions';
import { useTodayTasks } from '../api/use-today-tasks';
import { useToggleTodayTask } from '../api/use-toggle-today-task';
import { TodayTaskItem } from './today-task-item';
import '../../tasks/components/task-list.css';

export type TodayTaskListProps = {
  /** Opens the Add Task dialog, offered when there is nothing for today. */
  onAddTask: () => void;
};

const SKELETON_ROWS = 3;

/** Home's tasks tab: today's tasks of every goal and the personal ones. */
export function TodayTaskList({ onAddTask }: TodayTaskListProps) {
  const { data: tasks, isPending, isError, refetch, isRefetching } = useTodayTasks();
  const toggle = useToggleTodayTask();
  const actions = useTaskActions();

  if (isPending) {
    return (
      <QueryLoading
        className="goals-task-skeleton"
        label="Loading today's tasks"
        testId="today-tasks-loading"
      >
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} height={44} />
        ))}
      </QueryLoading>
    );
  }

  if (isError) {
    return (
      <QueryError
        title="Unable to load today's tasks"
        onRetry={() => void refetch()}
        retrying={isRefetching}
        testId="today-tasks-error"
        retryTestId="today-tasks-retry"
      >
        Something went wrong while loading your tasks. Please try again.
      </QueryError>
    );
  }

  if (tasks.length === 0) {
    return (
      <EmptyState
        icon={<ListTodo />}
        titleAs="h2"
        title="Nothing planned for today"
        description="Add a task of your own, or open a goal to see what its plan has for this week."
        action={
          <Button variant="outline" onClick={onAddTask} data-testid="today-tasks-empty-add">
            <Plus aria-hidden />
            Add Task
          </Button>
        }
      />
    );
  }

  return (
    <ul className="goals-task-list goals-today-list" aria-label="Today's tasks">
      {tasks.map((task) => (
        <TodayTaskItem key={task.id} task={task} onToggle={toggle} actions={actions} />
      ))}
    </ul>
  );
}
