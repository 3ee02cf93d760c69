import { useDeleteTask } from '../api/use-delete-task';
import { useUpdateTask } from '../api/use-update-task';
import type { TaskActions } from '../components/task-actions-menu';

/** Edit, win and delete for task rows: a goal's (its page) or any of today's (Home). */
export function useTaskActions(): TaskActions {
  const { rename, toggleWin } = useUpdateTask();
  const remove = useDeleteTask();
  return { rename, toggleWin, remove };
}
