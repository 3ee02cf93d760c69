import type { Readable } from 'node:stream';

/** A stored file as read back: stream it out, then it is gone (the stream is not rewindable). */
export interface StoredFile {
  /** The whole file, or only the bytes of `range` when one was asked for. */
  readonly body: Readable;
  readonly contentType: string;
  /** Of the whole file, in bytes. */
  readonly size: number;
  /** The bytes the body holds when a range was asked for; null: the whole file. */
  readonly range: ByteSpan | null;
}

/** Bytes `first` to `last` of a file, both included. */
export interface ByteSpan {
  readonly first: number;
  readonly last: number;
}

/**
 * Part of a file as HTTP asks for it: from `first` to `last` (at most the end), from `first` to
 * the end, or the last `suffix` bytes (all of them in a shorter file).
 */
export type ByteRange = { first: number; last?: number } | { suffix: number };

/** No byte of the file is in the range asked for (HTTP 416); `size` is the file's. */
export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super('The range is outside the file');
  }
}

/** The bytes of a file of `size` bytes that the range names, or null when there are none. */
export function spanOf(range: ByteRange, size: number): ByteSpan | null {
  if ('suffix' in range) {
    return range.suffix > 0 && size > 0
      ? { first: Math.max(0, size - range.suffix), last: size - 1 }
      : null;
  }
  if (range.first >= size) return null;
  return { first: range.first, last: Math.min(range.last ?? size - 1, size - 1) };
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
  /**
   * The file, or null when no file has this key. With a range, only those bytes are read;
   * RangeNotSatisfiableError when the file has none of them.
   */
  abstract get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Removes the file; a missing one is fine. */
  abstract delete(key: string): Promise<void>;
  /**
   * Removes every file whose key starts with `<folder>/` (a person's folder, when their account
   * is erased), also files no row names any more; an empty or missing folder is fine.
   */
  abstract deleteFolder(folder: string): Promise<void>;
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
