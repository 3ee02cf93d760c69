import type { EntityManager } from 'typeorm';

/**
 * Locks the user's row until the caller's transaction ends. Work that counts or replaces the
 * user's rows before writing (limits, the one voice note) takes it first, so requests at once,
 * on any instance, run that step one after the other instead of all passing the same count.
 */
export async function lockUserRow(manager: EntityManager, userId: string): Promise<void> {
  await manager.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
}
