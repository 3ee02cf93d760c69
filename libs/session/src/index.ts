export { createSessionStore, useSession, type SessionState } from './session-store';
export { useUserToday } from './use-user-today';
export { userTodayWhenKnown } from './user-today-when-known';
