import { describe, expect, it } from '@jest/globals';
import { ZipArchive } from 'archiver';
import { HabitsException } from '../habits.exception.js';
import { loopHabitsOf } from './loop-export-reader.js';
import type { LoopArchive } from './loop-export.types.js';
import { LOOP_ZIP_LIMITS, openLoopZip } from './loop-zip.js';

async function zipOf(files: Record<string, string>): Promise<Buffer> {
  const archive = new ZipArchive({ zlib: { level: 9 } });
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => archive.on('end', resolve));
  for (const [name, content] of Object.entries(files)) archive.append(content, { name });
  await archive.finalize();
  await ended;
  return Buffer.concat(chunks);
}

const HABITS =
  'Position,Name,Question,Description,NumRepetitions,Interval,Color\n001,Run,,,1,1,#fff\n';

/** Every file the import reads, as text. */
async function readLoopZip(buffer: Buffer): Promise<Map<string, string>> {
  const archive = await openLoopZip(buffer);
  try {
    const files = new Map<string, string>();
    for (const path of archive.paths) {
      const chunks: Buffer[] = [];
      for await (const chunk of archive.read(path)) chunks.push(chunk);
      files.set(path, Buffer.concat(chunks).toString('utf8'));
    }
    return files;
  } finally {
    archive.close();
  }
}

/** An archive of texts already unpacked. */
const archiveOf = (files: Record<string, string>): LoopArchive => ({
  paths: Object.keys(files),
  read: async function* (path) {
    yield Buffer.from(files[path] ?? '');
  },
  close: () => undefined,
});

async function refusal(buffer: Buffer): Promise<{ status: number; message: string }> {
  try {
    await readLoopZip(buffer);
  } catch (error) {
    if (error instanceof HabitsException) {
      return { status: error.getStatus(), message: error.message };
    }
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('readLoopZip', () => {
  it('reads Habits.csv and the habits’ Checkmarks.csv, skipping the other files', async () => {
    const files = await readLoopZip(
      await zipOf({
        'Habits.csv': HABITS,
        'Checkmarks.csv': 'Date,Run,\n',
        'Scores.csv': 'Date,Run,\n',
        '001 Run/Checkmarks.csv': '2026-03-10,2\n',
        '001 Run/Scores.csv': '2026-03-10,0.05\n',
      }),
    );
    expect([...files.keys()].sort()).toEqual(['001 Run/Checkmarks.csv', 'Habits.csv']);
    expect(files.get('001 Run/Checkmarks.csv')).toBe('2026-03-10,2\n');
  });

  it('refuses an archive holding a file twice', async () => {
    // archiver writes `../Habits.csv` as `Habits.csv`: two entries of one name.
    const twice = await zipOf({ 'Habits.csv': HABITS, '../Habits.csv': 'not ours' });
    expect(await refusal(twice)).toEqual({
      status: 400,
      message: expect.stringMatching(/^The archive holds Habits\.csv twice\./),
    });
  });

  it('refuses what is not a ZIP', async () => {
    expect(await refusal(Buffer.from('Position,Name\n'))).toEqual({
      status: 400,
      message: expect.stringMatching(/^The file is not a ZIP archive\. Expected the ZIP/),
    });
  });

  it('refuses an archive with too many entries before reading any', async () => {
    const many = Object.fromEntries(
      Array.from({ length: LOOP_ZIP_LIMITS.entries + 1 }, (_, at) => [`${at}.txt`, '']),
    );
    expect(await refusal(await zipOf(many))).toEqual({
      status: 413,
      message: `The archive holds more than ${LOOP_ZIP_LIMITS.entries} files.`,
    });
  });

  it('refuses a file that unpacks past the limit (a zip bomb)', async () => {
    const bomb = await zipOf({ 'Habits.csv': 'a'.repeat(LOOP_ZIP_LIMITS.fileBytes + 1) });
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await refusal(bomb)).toEqual({
      status: 413,
      message: 'Habits.csv is larger than 4 MB.',
    });
  });

  it('refuses a header that lies about the unpacked size', async () => {
    const zip = await zipOf({ 'Habits.csv': 'a'.repeat(100_000) });
    // The central directory's uncompressed size (offset 24 of its entry) says 10 bytes.
    const central = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(10, central + 24);
    expect(await refusal(zip)).toEqual({
      status: 400,
      message: expect.stringMatching(/^The ZIP archive could not be read/),
    });
  });
});

describe('loopHabitsOf', () => {
  it('finds a habit’s folder by its position, in an export zipped again in a folder', async () => {
    const habits = await loopHabitsOf(
      archiveOf({
        'Loop Habits CSV 2026-03-10/Habits.csv': HABITS + '002,Read,,,3,7,#000\n',
        'Loop Habits CSV 2026-03-10/001 Run/Checkmarks.csv': '2026-03-10,2\n',
      }),
    );
    expect(habits.map(({ name, checkmarks }) => [name, checkmarks])).toEqual([
      ['Run', [{ date: '2026-03-10', value: 2 }]],
      ['Read', []],
    ]);
  });

  it('refuses two habits of one name, and an archive without Habits.csv', async () => {
    await expect(
      loopHabitsOf(archiveOf({ 'Habits.csv': HABITS + '002,RUN,,,1,1,#000\n' })),
    ).rejects.toThrow(
      'Two habits in Habits.csv are named "RUN": rename one in Loop and export again.',
    );
    await expect(loopHabitsOf(archiveOf({ 'a/b/Habits.csv': HABITS }))).rejects.toThrow(
      /^The ZIP has no Habits\.csv\./,
    );
  });

  it('stops at the first line past the import’s limit, over all habits, reading no more', async () => {
    const perHabit = 100_000;
    const lines = Array.from({ length: perHabit }, (_, day) => {
      const date = new Date(Date.UTC(1970, 0, 1 + day)).toISOString().slice(0, 10);
      return `${date},2\n`;
    }).join('');
    const files: Record<string, string> = {
      'Habits.csv': HABITS + '002,Two,,,1,1,#000\n003,Three,,,1,1,#000\n004,Four,,,1,1,#000\n',
    };
    ['001 Run', '002 Two', '003 Three', '004 Four'].forEach((folder) => {
      files[`${folder}/Checkmarks.csv`] = lines;
    });
    const read: string[] = [];
    const archive = archiveOf(files);
    const counting: LoopArchive = {
      ...archive,
      read: (path) => {
        read.push(path);
        return archive.read(path);
      },
    };
    await expect(loopHabitsOf(counting)).rejects.toThrow(
      'The export holds more than 250,000 days; one import takes at most 250,000.',
    );
    expect(read).toEqual([
      'Habits.csv',
      '001 Run/Checkmarks.csv',
      '002 Two/Checkmarks.csv',
      '003 Three/Checkmarks.csv',
    ]);
  });
});
