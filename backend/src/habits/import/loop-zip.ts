import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { HabitsErrorCode, HabitsException } from '../habits.exception.js';
import { EXPECTED_EXPORT } from './loop-export-text.js';

/**
 * How much of an archive is read. An upload is at most 10 MB (upload-limits.ts), but compressed
 * CSV unpacks about tenfold and a zip bomb far more: entries and unpacked bytes are capped before
 * and while they are inflated. Three years of one habit's days take about 50 KB unpacked.
 */
export const LOOP_ZIP_LIMITS = {
  /** Every entry of the archive, read or not (a habit is a folder and two files). */
  entries: 3_000,
  /** One unpacked file. */
  fileBytes: 4 * 1024 * 1024,
  /** All the unpacked files that are read. */
  totalBytes: 48 * 1024 * 1024,
} as const;

/** The CSV files of an export that the import reads, by their path in the archive. */
export type LoopZipFiles = Map<string, string>;

const ZIP_MAGIC = [0x50, 0x4b];

/**
 * The texts of `Habits.csv` and of every `Checkmarks.csv` one folder down (the habits' own),
 * wherever the export sits in the archive (at its root, or in one folder when it was re-zipped).
 * Other files (Scores.csv, the top-level Checkmarks.csv) are skipped without being inflated.
 */
export async function readLoopZip(buffer: Buffer): Promise<LoopZipFiles> {
  if (buffer.length < 4 || ZIP_MAGIC.some((byte, at) => buffer[at] !== byte)) {
    throw invalid(`The file is not a ZIP archive. ${EXPECTED_EXPORT}`);
  }
  const zip = await openZip(buffer);
  if (zip.entryCount > LOOP_ZIP_LIMITS.entries) {
    zip.close();
    throw tooLarge(`The archive holds more than ${LOOP_ZIP_LIMITS.entries} files.`);
  }
  const files: LoopZipFiles = new Map();
  let total = 0;
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (!isWanted(entry.fileName)) continue;
      if (files.has(entry.fileName)) {
        throw invalid(`The archive holds ${entry.fileName} twice. ${EXPECTED_EXPORT}`);
      }
      if (entry.uncompressedSize > LOOP_ZIP_LIMITS.fileBytes) {
        throw tooLarge(`${entry.fileName} is larger than ${megabytes(LOOP_ZIP_LIMITS.fileBytes)}.`);
      }
      total += entry.uncompressedSize;
      if (total > LOOP_ZIP_LIMITS.totalBytes) {
        throw tooLarge(`The export unpacks to more than ${megabytes(LOOP_ZIP_LIMITS.totalBytes)}.`);
      }
      files.set(entry.fileName, await readEntry(zip, entry));
    }
  } finally {
    zip.close();
  }
  return files;
}

/** Habits.csv and Checkmarks.csv files, at most two folders deep; never a path that climbs. */
function isWanted(path: string): boolean {
  const parts = path.split('/');
  const name = parts[parts.length - 1];
  if (parts.length > 3 || parts.includes('..')) return false;
  return name === 'Habits.csv' || (name === 'Checkmarks.csv' && parts.length > 1);
}

function openZip(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // Sizes are checked against the headers while inflating, so a lying header cannot pass.
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error ? reject(unreadable(error)) : resolve(zip)),
    );
  });
}

function nextEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    const onEntry = (entry: Entry) => settle(() => resolve(entry));
    const onEnd = () => settle(() => resolve(null));
    const onError = (error: Error) => settle(() => reject(unreadable(error)));
    const settle = (done: () => void) => {
      zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
      done();
    };
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });
}

/** The entry's text, stopped as soon as it passes the per-file limit whatever its header said. */
function readEntry(zip: ZipFile, entry: Entry): Promise<string> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream: Readable) => {
      if (error) return reject(unreadable(error));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > LOOP_ZIP_LIMITS.fileBytes) {
          stream.destroy();
          reject(
            tooLarge(`${entry.fileName} is larger than ${megabytes(LOOP_ZIP_LIMITS.fileBytes)}.`),
          );
          return;
        }
        chunks.push(chunk);
      });
      stream.on('error', (streamError) => reject(unreadable(streamError)));
      stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  });
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

function invalid(message: string): HabitsException {
  return new HabitsException(HabitsErrorCode.InvalidImport, message);
}

function tooLarge(message: string): HabitsException {
  return new HabitsException(HabitsErrorCode.ImportTooLarge, message);
}

/** yauzl's own errors (a cut archive, a bad header) are the file's fault, never a 5xx. */
function unreadable(error: unknown): unknown {
  if (error instanceof HabitsException) return error;
  const detail = error instanceof Error ? ` (${error.message})` : '';
  return invalid(`The ZIP archive could not be read${detail}. ${EXPECTED_EXPORT}`);
}
