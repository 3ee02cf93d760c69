import type { Logger } from '@nestjs/common';
import type { FileStorage } from '../platform/storage/file-storage.js';

/**
 * Deletes the stored files one by one and never throws: the answer already given stands, and
 * an unreachable storage leaves an orphan file (logged), never a broken row.
 */
export async function deleteStoredFiles(
  storage: FileStorage,
  logger: Pick<Logger, 'error'>,
  keys: readonly string[],
): Promise<void> {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      logger.error({ err: error, key }, 'could not delete a vision file');
    }
  }
}
