import type { Readable } from 'node:stream';

/** A stored file as read back: stream it out, then it is gone (the stream is not rewindable). */
export interface StoredFile {
  readonly body: Readable;
  readonly contentType: string;
  /** In bytes. */
  readonly size: number;
}

/**
 * Private file storage (vision images, voice notes): a folder under DATA_DIR by default, an
 * S3-compatible bucket when S3_BUCKET is set (see storage.module.ts). Keys are made by the app
 * (`<userId>/<random>.<ext>`) and are the only way to a file: nothing lists, so a caller can
 * reach only the keys it kept.
 */
export abstract class FileStorage {
  /** Stores the file under the key, replacing any file stored there. */
  abstract put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when no file has this key. */
  abstract get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing one is fine. */
  abstract delete(key: string): Promise<void>;
}

const KEY_CHARACTERS = /^[A-Za-z0-9._/-]+$/;
const MAX_KEY_LENGTH = 512;

/**
 * Throws unless the key is one the app could have made: relative, no `..`, no empty or `.`
 * segments, only letters, digits and `._/-`. Both storages check it before touching anything,
 * so a key can never name a file outside the storage's root.
 */
export function assertValidStorageKey(key: string): void {
  const segments = key.split('/');
  const valid =
    key.length <= MAX_KEY_LENGTH &&
    KEY_CHARACTERS.test(key) &&
    !key.includes('..') &&
    segments.every((segment) => segment !== '' && segment !== '.');
  if (!valid) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
}
