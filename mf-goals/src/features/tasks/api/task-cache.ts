import type { FocusedTasks, Task } from '@goalcoach/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/api-paths';

/** The cached lists a goal's task shows in: the goal's task list and Today's Focus. */
function taskQueryKeys(goalId: string) {
  return [queryKeys.goalTasks(goalId), queryKeys.goalFocusedTasks(goalId)] as const;
}

/** Stops reads of the goal's task lists, so an answer in flight cannot undo an optimistic edit. */
export function cancelTaskQueries(queryClient: QueryClient, goalId: string): Promise<void> {
  return Promise.all(
    taskQueryKeys(goalId).map((queryKey) => queryClient.cancelQueries({ queryKey })),
  ).then(() => undefined);
}

/** Changes one task in place wherever the goal's lists hold it. */
export function patchCachedTask(
  queryClient: QueryClient,
  goalId: string,
  taskId: string,
  changes: Partial<Task>,
): void {
  const patch = (task: Task) => (task.id === taskId ? { ...task, ...changes } : task);
  queryClient.setQueryData<Task[]>(queryKeys.goalTasks(goalId), (tasks) => tasks?.map(patch));
  queryClient.setQueryData<FocusedTasks>(queryKeys.goalFocusedTasks(goalId), (focus) =>
    focus ? { ...focus, focusedTasks: focus.focusedTasks.map(patch) } : focus,
  );
}

/** Takes one task out of the goal's lists. */
export function removeCachedTask(queryClient: QueryClient, goalId: string, taskId: string): void {
  const keep = (task: Task) => task.id !== taskId;
  queryClient.setQueryData<Task[]>(queryKeys.goalTasks(goalId), (tasks) => tasks?.filter(keep));
  queryClient.setQueryData<FocusedTasks>(queryKeys.goalFocusedTasks(goalId), (focus) =>
    focus ? { ...focus, focusedTasks: focus.focusedTasks.filter(keep) } : focus,
  );
}

/**
 * Puts a task back into the goal's list at `index` (where it was before an optimistic removal),
 * unless a fresher read already has it.
 */
export function insertCachedTask(
  queryClient: QueryClient,
  goalId: string,
  task: Task,
  index: number,
): void {
  queryClient.setQueryData<Task[]>(queryKeys.goalTasks(goalId), (tasks) => {
    if (!tasks || tasks.some((other) => other.id === task.id)) return tasks;
    const at = index < 0 ? tasks.length : Math.min(index, tasks.length);
    return [...tasks.slice(0, at), task, ...tasks.slice(at)];
  });
}

/** Adds new tasks to the goal's list in date order (the server's order), after equal dates. */
export function addCachedTasks(queryClient: QueryClient, goalId: string, added: Task[]): void {
  queryClient.setQueryData<Task[]>(queryKeys.goalTasks(goalId), (tasks) => {
    if (!tasks) return tasks;
    const known = new Set(tasks.map((task) => task.id));
    const list = [...tasks];
    for (const task of added) {
      if (known.has(task.id)) continue;
      const at = list.findIndex((other) => other.date > task.date);
      list.splice(at < 0 ? list.length : at, 0, task);
    }
    return list;
  });
}

/** Where a task sits in the goal's cached list; -1 when it is not there. */
export function cachedTaskIndex(queryClient: QueryClient, goalId: string, taskId: string): number {
  const tasks = queryClient.getQueryData<Task[]>(queryKeys.goalTasks(goalId));
  return tasks?.findIndex((task) => task.id === taskId) ?? -1;
}
