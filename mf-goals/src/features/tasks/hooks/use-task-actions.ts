import { useDeleteTask } from '../api/use-delete-task';
import { useUpdateTask } from '../api/use-update-task';
import type { TaskActions } from '../components/task-actions-menu';

/** Edit, win and delete for the task rows of one goal. */
export function useTaskActions(goalId: string): TaskActions {
  const { rename, toggleWin } = useUpdateTask(goalId);
  const remove = useDeleteTask(goalId);
  return { rename, toggleWin, remove };
}
