export {
  createSessionStore,
  useSession,
  type SessionFetcher,
  type SessionState,
  type SessionStatus,
} from './session-store';
export { useUserToday } from './use-user-today';
