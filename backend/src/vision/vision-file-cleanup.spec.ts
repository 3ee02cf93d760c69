import { describe, expect, it } from '@jest/globals';
import { FileStorage, type StoredFile } from '../platform/storage/file-storage.js';
import { deleteStoredFiles } from './vision-file-cleanup.js';

/** Keeps the keys it was asked to delete; refuses those in `failing`. */
class RecordingStorage extends FileStorage {
  readonly deleted: string[] = [];
  constructor(private readonly failing: ReadonlySet<string>) {
    super();
  }
  put(): Promise<void> {
    throw new Error('not used');
  }
  get(): Promise<StoredFile | null> {
    throw new Error('not used');
  }
  async delete(key: string): Promise<void> {
    if (this.failing.has(key)) throw new Error('storage unreachable');
    this.deleted.push(key);
  }
  deleteFolder(): Promise<void> {
    throw new Error('not used');
  }
}

describe('deleteStoredFiles', () => {
  it('deletes every file, logs each one it could not delete and never throws', async () => {
    const storage = new RecordingStorage(new Set(['u/a.webp']));
    const logged: unknown[][] = [];
    const logger = { error: (...args: unknown[]) => void logged.push(args) };

    await expect(
      deleteStoredFiles(storage, logger, ['u/a.webp', 'u/a-thumb.webp']),
    ).resolves.toBeUndefined();

    expect(storage.deleted).toEqual(['u/a-thumb.webp']);
    expect(logged).toEqual([
      [{ err: expect.any(Error), key: 'u/a.webp' }, 'could not delete a vision file'],
    ]);
  });
});
