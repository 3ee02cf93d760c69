import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type ByteRange,
  FileStorage,
  RangeNotSatisfiableError,
  type StoredFile,
  assertValidStorageKey,
  spanOf,
} from './file-storage.js';

// '~' is outside the key characters, so no key can name a sidecar or a temp file.
const TYPE_SUFFIX = '~type';
const TEMP_SUFFIX = '~tmp';
const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

/** Files in a folder (`<DATA_DIR>/files`), each with its content type in a `~type` file beside it. */
export class LocalFileStorage extends FileStorage {
  constructor(private readonly root: string) {
    super();
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    // The type first: a reader never sees the new body without its type.
    await writeAtomically(`${file}${TYPE_SUFFIX}`, contentType);
    await writeAtomically(file, body);
  }

  async get(key: string, range?: ByteRange): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const stats = await handle.stat();
      // A key that is a prefix of other keys is a folder here, not a file.
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const contentType = await readContentType(`${file}${TYPE_SUFFIX}`);
      if (range === undefined) {
        return { body: handle.createReadStream(), contentType, size: stats.size, range: null };
      }
      const span = spanOf(range, stats.size);
      if (span === null) throw new RangeNotSatisfiableError(stats.size);
      const body = handle.createReadStream({ start: span.first, end: span.last });
      return { body, contentType, size: stats.size, range: span };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    await rm(`${file}${TYPE_SUFFIX}`, { force: true });
  }

  async deleteFolder(folder: string): Promise<void> {
    await rm(this.pathOf(folder), { recursive: true, force: true });
  }

  private pathOf(key: string): string {
    assertValidStorageKey(key);
    return path.join(this.root, key);
  }
}

/** Writes beside the target, then renames over it: readers see the old file or the new one. */
async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const temp = `${file}.${randomBytes(8).toString('hex')}${TEMP_SUFFIX}`;
  try {
    await writeFile(temp, data, { mode: 0o600 });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

async function readContentType(file: string): Promise<string> {
  try {
    return (await readFile(file, 'utf8')) || FALLBACK_CONTENT_TYPE;
  } catch (error) {
    if (isMissing(error)) return FALLBACK_CONTENT_TYPE;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  // Not `instanceof Error`: node:fs errors come from another realm under Jest's VM modules.
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}
