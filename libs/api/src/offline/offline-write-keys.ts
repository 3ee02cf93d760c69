export const OFFLINE_WRITE = 'offline-write';

export const offlineWriteKeys = {
  habitDay: [OFFLINE_WRITE, 'habit-day'],
  taskStatus: [OFFLINE_WRITE, 'task-status'],
  checkIn: [OFFLINE_WRITE, 'check-in'],
} as const;

/** One queue for all of them: sent one after another, in the order they were made. */
export const OFFLINE_WRITE_SCOPE = { id: OFFLINE_WRITE } as const;

export function isOfflineWriteKey(key: readonly unknown[] | undefined): boolean {
  return key?.[0] === OFFLINE_WRITE;
}
