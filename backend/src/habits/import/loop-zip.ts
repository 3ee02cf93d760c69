import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { HabitsErrorCode, HabitsException } from '../habits.exception.js';
import { EXPECTED_EXPORT } from './loop-export-text.js';
import type { LoopArchive } from './loop-export.types.js';

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

const ZIP_MAGIC = [0x50, 0x4b];

/**
 * The archive's `Habits.csv` and every `Checkmarks.csv` one folder down (the habits' own),
 * wherever the export sits in it (at its root, or in one folder when it was re-zipped). Only the
 * directory is read here: each file is inflated when it is read, chunk by chunk, so a caller
 * that stops early (a row limit, a bad line) never unpacks the rest. Other files (Scores.csv,
 * the top-level Checkmarks.csv) are never inflated. Close it when done.
 */
export async function openLoopZip(buffer: Buffer): Promise<LoopArchive> {
  if (buffer.length < 4 || ZIP_MAGIC.some((byte, at) => buffer[at] !== byte)) {
    throw invalid(`The file is not a ZIP archive. ${EXPECTED_EXPORT}`);
  }
  const zip = await openZip(buffer);
  try {
    const entries = await wantedEntries(zip);
    return {
      paths: [...entries.keys()],
      read: (path) => inflated(zip, entries.get(path)),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/** The entries the import reads, by path; the limits the headers already break are refused. */
async function wantedEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  if (zip.entryCount > LOOP_ZIP_LIMITS.entries) {
    throw tooLarge(`The archive holds more than ${LOOP_ZIP_LIMITS.entries} files.`);
  }
  const entries = new Map<string, Entry>();
  let total = 0;
  for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
    if (!isWanted(entry.fileName)) continue;
    if (entries.has(entry.fileName)) {
      throw invalid(`The archive holds ${entry.fileName} twice. ${EXPECTED_EXPORT}`);
    }
    if (entry.uncompressedSize > LOOP_ZIP_LIMITS.fileBytes) throw fileTooLarge(entry.fileName);
    total += entry.uncompressedSize;
    if (total > LOOP_ZIP_LIMITS.totalBytes) {
      throw tooLarge(`The export unpacks to more than ${megabytes(LOOP_ZIP_LIMITS.totalBytes)}.`);
    }
    entries.set(entry.fileName, entry);
  }
  return entries;
}

/** Habits.csv and Checkmarks.csv files, at most two folders deep; never a path that climbs. */
function isWanted(path: string): boolean {
  const parts = path.split('/');
  const name = parts[parts.length - 1];
  if (parts.length > 3 || parts.includes('..')) return false;
  return name === 'Habits.csv' || (name === 'Checkmarks.csv' && parts.length > 1);
}

/**
 * The entry's bytes as they are inflated (zlib hands them over in small chunks, each in a turn
 * of its own, so a large file never holds the event loop). Stopped as soon as it passes the
 * per-file limit, whatever its header said; yauzl's own checks of the sizes and the data are
 * the file's fault, never a 5xx.
 */
async function* inflated(zip: ZipFile, entry: Entry | undefined): AsyncGenerator<Buffer> {
  if (!entry) return;
  const stream = await openReadStream(zip, entry);
  const chunks = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  let size = 0;
  try {
    for (;;) {
      // Only the stream's own errors are the archive's: what the reader throws passes as it is.
      const next = await chunks.next().catch((error: unknown) => Promise.reject(unreadable(error)));
      if (next.done) return;
      size += next.value.length;
      if (size > LOOP_ZIP_LIMITS.fileBytes) throw fileTooLarge(entry.fileName);
      yield next.value;
    }
  } finally {
    stream.destroy();
  }
}

function openZip(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // Sizes are checked against the headers while inflating, so a lying header cannot pass.
    // Not closed by itself: files are read after the whole directory was listed.
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false, autoClose: false },
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

function openReadStream(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) =>
      error ? reject(unreadable(error)) : resolve(stream),
    );
  });
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

function fileTooLarge(path: string): HabitsException {
  return tooLarge(`${path} is larger than ${megabytes(LOOP_ZIP_LIMITS.fileBytes)}.`);
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
