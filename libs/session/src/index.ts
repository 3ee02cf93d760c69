export {
  createSessionStore,
  useSession,
  type SessionFetcher,
  type SessionState,
  type SessionStatus,
  type SignedInUserRecall,
} from './session-store';
export { useUserToday } from './use-user-today';
export { userTodayWhenKnown } from './user-today-when-known';
