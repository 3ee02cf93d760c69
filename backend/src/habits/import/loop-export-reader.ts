import { HabitsErrorCode, HabitsException } from '../habits.exception.js';
import { parseCheckmarksCsv, parseHabitsCsv } from './loop-csv.js';
import { EXPECTED_EXPORT } from './loop-export-text.js';
import type { LoopArchive, LoopHabit } from './loop-export.types.js';
import { ImportDayCount } from './loop-import-limits.js';
import { openLoopZip } from './loop-zip.js';

/** The habits of a Loop CSV export with their checkmarks; anything else is a clear 4xx. */
export async function readLoopExport(buffer: Buffer): Promise<LoopHabit[]> {
  const archive = await openLoopZip(buffer);
  try {
    return await loopHabitsOf(archive);
  } finally {
    archive.close();
  }
}

/**
 * Pairs each line of Habits.csv with its folder's Checkmarks.csv. Loop names a folder
 * `%03d <name>` after the habit's position, with the name stripped of most characters, so the
 * position is what finds it. A habit without a folder (Loop writes one per exported habit) has
 * no days. Habits.csv is read first, then only the folders of its habits, one after the other,
 * counting their lines: past the import's limit nothing more is unpacked.
 */
export async function loopHabitsOf(archive: LoopArchive): Promise<LoopHabit[]> {
  const habitsPath = habitsCsvPath(archive.paths);
  const base = habitsPath.slice(0, habitsPath.length - 'Habits.csv'.length);
  const checkmarksByPosition = new Map<number, string>();
  for (const path of archive.paths) {
    if (!path.startsWith(base)) continue;
    const folder = /^(\d+)(?: [^/]*)?\/Checkmarks\.csv$/.exec(path.slice(base.length));
    if (folder) checkmarksByPosition.set(Number(folder[1]), path);
  }
  const rows = await parseHabitsCsv(archive.read(habitsPath));
  const names = new Set<string>();
  for (const row of rows) {
    const key = row.name.toLowerCase();
    if (names.has(key)) {
      throw new HabitsException(
        HabitsErrorCode.InvalidImport,
        `Two habits in Habits.csv are named "${row.name}": rename one in Loop and export again.`,
      );
    }
    names.add(key);
  }
  const days = new ImportDayCount();
  const habits: LoopHabit[] = [];
  for (const row of rows) {
    const path = checkmarksByPosition.get(row.position);
    const checkmarks =
      path === undefined ? [] : await parseCheckmarksCsv(archive.read(path), path, days);
    habits.push({ ...row, checkmarks });
  }
  return habits;
}

/** Habits.csv at the archive's root, or in its one folder when the export was zipped again. */
function habitsCsvPath(paths: readonly string[]): string {
  const candidates = paths.filter((path) => /^(?:[^/]+\/)?Habits\.csv$/.test(path));
  if (candidates.includes('Habits.csv')) return 'Habits.csv';
  const [only, ...others] = candidates;
  if (only === undefined) {
    throw new HabitsException(
      HabitsErrorCode.InvalidImport,
      `The ZIP has no Habits.csv. ${EXPECTED_EXPORT}`,
    );
  }
  if (others.length > 0) {
    throw new HabitsException(
      HabitsErrorCode.InvalidImport,
      'The ZIP holds several exports (more than one Habits.csv): upload one at a time.',
    );
  }
  return only;
}
