import type {
  CheckIn,
  CreateCheckInRequest,
  CreateHabitEntryRequest,
  HabitEntry,
  Task,
  TaskStatus,
  UpdateTaskRequest,
} from '@goalcoach/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api-error';
import { apiClient } from '../api-client';
import { trackKeptWrites, wasRestored } from './kept-writes';
import { OFFLINE_WRITE_SCOPE, offlineWriteKeys } from './offline-write-keys';
import { signInGate } from './sign-in-gate';
import { shouldRetryWrite, writeRetryDelay } from './write-retry';

/**
 * The writes that work offline. Each is "set to this value" on the server (a habit's day, a
 * task's status, the check-in of a named day), so one sent twice, because its answer was lost,
 * changes nothing the second time. Every one says `what` it is in words, for the message shown if the
 * server refuses it later. Their keys and queue: offline-write-keys.ts.
 */
export type HabitDayWrite = { request: CreateHabitEntryRequest; what: string };
export type TaskStatusWrite = { taskId: string; status: TaskStatus; what: string };
export type CheckInWrite = { request: CreateCheckInRequest; what: string };

/** Sends once someone is signed in; a 401 on the way waits for the next sign-in and tries again. */
async function sendOnceSignedIn<T>(send: () => Promise<T>): Promise<T> {
  for (;;) {
    await signInGate.passed();
    try {
      return await send();
    } catch (error) {
      if (!isApiError(error, 401)) throw error;
      signInGate.close();
    }
  }
}

const sendHabitDay = ({ request }: HabitDayWrite) =>
  sendOnceSignedIn(() =>
    apiClient.post<HabitEntry>('/habit-entries', request).then((response) => response.data),
  );

const sendTaskStatus = ({ taskId, status }: TaskStatusWrite) =>
  sendOnceSignedIn(() =>
    apiClient
      .patch<Task>(`/tasks/${encodeURIComponent(taskId)}`, { status } satisfies UpdateTaskRequest)
      .then((response) => response.data),
  );

const sendCheckIn = ({ request }: CheckInWrite) =>
  sendOnceSignedIn(() =>
    apiClient.post<CheckIn>('/checkin', request).then((response) => response.data),
  );

/** Reads again every cached answer below these paths (`/tasks` covers `/tasks/today`). */
function invalidatePaths(queryClient: QueryClient, paths: readonly string[]): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [path] }) =>
      typeof path === 'string' &&
      paths.some((root) => path === root || path.startsWith(`${root}/`)),
  });
}

/** A page's own write reads its data again itself; a restored one has no page to do it. */
function readAgainAfterRestored(
  queryClient: QueryClient,
  write: unknown,
  paths: readonly string[],
): Promise<void> | undefined {
  return wasRestored(write) ? invalidatePaths(queryClient, paths) : undefined;
}

const shownBy = {
  habitDay: ['/habits', '/habit-entries'],
  taskStatus: ['/tasks', '/goals', '/stats'],
  checkIn: ['/checkins', '/reviews', '/stats', '/goals'],
} as const;

/**
 * Registers how each offline write is sent, so a write restored from the device after a reload
 * (a paused mutation keeps its variables, never its function) can be sent. A page's own
 * `useMutation` adds its optimistic update and messages (its optimistic data is in the restored
 * copy too); these defaults read the data again after a restored write, which has no page.
 */
export function registerOfflineWrites(queryClient: QueryClient): void {
  trackKeptWrites(queryClient);
  const shared = {
    scope: OFFLINE_WRITE_SCOPE,
    retry: shouldRetryWrite,
    retryDelay: writeRetryDelay,
  };
  queryClient.setMutationDefaults<HabitEntry, Error, HabitDayWrite>(offlineWriteKeys.habitDay, {
    ...shared,
    mutationFn: sendHabitDay,
    onSettled: (_data, _error, write) =>
      readAgainAfterRestored(queryClient, write, shownBy.habitDay),
  });
  queryClient.setMutationDefaults<Task, Error, TaskStatusWrite>(offlineWriteKeys.taskStatus, {
    ...shared,
    mutationFn: sendTaskStatus,
    onSettled: (_data, _error, write) =>
      readAgainAfterRestored(queryClient, write, shownBy.taskStatus),
  });
  queryClient.setMutationDefaults<CheckIn, Error, CheckInWrite>(offlineWriteKeys.checkIn, {
    ...shared,
    mutationFn: sendCheckIn,
    onSettled: (_data, _error, write) =>
      readAgainAfterRestored(queryClient, write, shownBy.checkIn),
  });
}
