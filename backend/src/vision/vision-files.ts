import { randomBytes } from 'node:crypto';

/** Where the API serves a stored file of the signed-in user (files.controller.ts). */
const VISION_FILES_PATH = '/api/vision/files';

/**
 * The names the module gives its files: 32 random hex digits, then the kind. Anything else
 * names no file, so the files route refuses it before the storage is asked.
 */
export const VISION_FILE_NAME = /^[0-9a-f]{32}(?:-thumb\.webp|\.webp|\.webm|\.ogg|\.m4a)$/;

/** A fresh random stem: names are never reused, so a file's URL can be cached for good. */
export function newFileStem(): string {
  return randomBytes(16).toString('hex');
}

/** The storage key of one of the user's files: `<userId>/<name>`. */
export function storageKey(userId: string, name: string): string {
  return `${userId}/${name}`;
}

/** The file name of a key (what follows the user id). */
export function fileNameOf(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

/** The URL the client reads a stored file at. */
export function filePath(key: string): string {
  return `${VISION_FILES_PATH}/${fileNameOf(key)}`;
}
