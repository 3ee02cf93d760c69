import type { FocusedTasks, Task, TodayTask } from '@goalcoach/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/api-paths';

// A task shows in Home's list of today's tasks and, when it has a goal, in that goal's task
// list and Today's Focus. These helpers keep every one of those caches in step, so the goal
// page and Home's Tasks tab share one piece of code for their optimistic edits.

/** The cached lists a task of `goalId` (null: a personal task) may show in. */
function taskQueryKeys(goalId: string | null) {
  const today = queryKeys.todayTasks();
  return goalId
    ? [today, queryKeys.goalTasks(goalId), queryKeys.goalFocusedTasks(goalId)]
    : [today];
}

/** Stops reads of the task's lists, so an answer in flight cannot undo an optimistic edit. */
export function cancelTaskQueries(queryClient: QueryClient, goalId: string | null): Promise<void> {
  return Promise.all(
    taskQueryKeys(goalId).map((queryKey) => queryClient.cancelQueries({ queryKey })),
  ).then(() => undefined);
}

/** Changes one task in place wherever it is cached. */
export function patchCachedTask(
  queryClient: QueryClient,
  goalId: string | null,
  taskId: string,
  changes: Partial<Task>,
): void {
  const patch = <T extends Task>(task: T): T =>
    task.id === taskId ? { ...task, ...changes } : task;
  queryClient.setQueryData<TodayTask[]>(queryKeys.todayTasks(), (tasks) => tasks?.map(patch));
  if (!goalId) return;
  queryClient.setQueryData<Task[]>(queryKeys.goalTasks(goalId), (tasks) => tasks?.map(patch));
  queryClient.setQueryData<FocusedTasks>(queryKeys.goalFocusedTasks(goalId), (focus) =>
    focus ? { ...focus, focusedTasks: focus.focusedTasks.map(patch) } : focus,
  );
}

/** Where a task sat before it was taken out of the cached lists; -1 where it was not. */
export type CachedTaskPlace = {
  goalIndex: number;
  todayIndex: number;
  /** Its entry in today's list (with the goal's name), to put back as it was. */
  todayEntry: TodayTask | undefined;
};

/** Takes one task out of every cached list, telling where it was. */
export function removeCachedTask(queryClient: QueryClient, task: Task): CachedTaskPlace {
  const keep = (other: Task) => other.id !== task.id;
  const today = queryClient.getQueryData<TodayTask[]>(queryKeys.todayTasks());
  const todayIndex = today?.findIndex((other) => other.id === task.id) ?? -1;
  const place: CachedTaskPlace = { goalIndex: -1, todayIndex, todayEntry: today?.[todayIndex] };
  queryClient.setQueryData<TodayTask[]>(queryKeys.todayTasks(), (tasks) => tasks?.filter(keep));
  if (!task.goalId) return place;
  const goalTasks = queryClient.getQueryData<Task[]>(queryKeys.goalTasks(task.goalId));
  place.goalIndex = goalTasks?.findIndex((other) => other.id === task.id) ?? -1;
  queryClient.setQueryData<Task[]>(queryKeys.goalTasks(task.goalId), (tasks) =>
    tasks?.filter(keep),
  );
  queryClient.setQueryData<FocusedTasks>(queryKeys.goalFocusedTasks(task.goalId), (focus) =>
    focus ? { ...focus, focusedTasks: focus.focusedTasks.filter(keep) } : focus,
  );
  return place;
}

/** Inserts `item` at `index` (past the end: last), unless the list already has it. */
function insertAt<T extends Task>(list: T[] | undefined, item: T, index: number): T[] | undefined {
  if (!list || list.some((other) => other.id === item.id)) return list;
  const at = Math.min(index, list.length);
  return [...list.slice(0, at), item, ...list.slice(at)];
}

/** Where a task goes in a goal's list kept in date order (the server's): after equal dates. */
function dateIndex(tasks: readonly Task[], task: Task): number {
  const at = tasks.findIndex((other) => other.date > task.date);
  return at < 0 ? tasks.length : at;
}

/**
 * Puts a task back where `place` says it was (after a refused delete), or the task that
 * replaces it (Undo re-creates it under a new id). Today's list gets it back only if it held
 * it; the goal's list at its old place, else in date order. A fresher read that has it wins.
 */
export function restoreCachedTask(
  queryClient: QueryClient,
  task: Task,
  place: CachedTaskPlace,
): void {
  if (place.todayIndex >= 0) {
    const entry: TodayTask = { goalName: place.todayEntry?.goalName ?? null, ...task };
    queryClient.setQueryData<TodayTask[]>(queryKeys.todayTasks(), (tasks) =>
      insertAt(tasks, entry, place.todayIndex),
    );
  }
  if (!task.goalId) return;
  queryClient.setQueryData<Task[]>(queryKeys.goalTasks(task.goalId), (tasks) =>
    insertAt(tasks, task, place.goalIndex >= 0 ? place.goalIndex : dateIndex(tasks ?? [], task)),
  );
}

/** Adds new tasks to the goal's list in date order (the server's order), after equal dates. */
export function addCachedTasks(queryClient: QueryClient, goalId: string, added: Task[]): void {
  queryClient.setQueryData<Task[]>(queryKeys.goalTasks(goalId), (tasks) => {
    if (!tasks) return tasks;
    const known = new Set(tasks.map((task) => task.id));
    const list = [...tasks];
    for (const task of added) {
      if (known.has(task.id)) continue;
      list.splice(dateIndex(list, task), 0, task);
    }
    return list;
  });
}
