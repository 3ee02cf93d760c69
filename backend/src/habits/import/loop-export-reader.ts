import { HabitsErrorCode, HabitsException } from '../habits.exception.js';
import { parseCheckmarksCsv, parseHabitsCsv } from './loop-csv.js';
import { EXPECTED_EXPORT } from './loop-export-text.js';
import type { LoopHabit } from './loop-export.types.js';
import { type LoopZipFiles, readLoopZip } from './loop-zip.js';

/** The habits of a Loop CSV export with their checkmarks; anything else is a clear 4xx. */
export async function readLoopExport(buffer: Buffer): Promise<LoopHabit[]> {
  return loopHabitsOf(await readLoopZip(buffer));
}

/**
 * Pairs each line of Habits.csv with its folder's Checkmarks.csv. Loop names a folder
 * `%03d <name>` after the habit's position, with the name stripped of most characters, so the
 * position is what finds it. A habit without a folder (Loop writes one per exported habit) has
 * no days.
 */
export function loopHabitsOf(files: LoopZipFiles): LoopHabit[] {
  const habitsPath = habitsCsvPath(files);
  const base = habitsPath.slice(0, habitsPath.length - 'Habits.csv'.length);
  const checkmarksByPosition = new Map<number, string>();
  for (const path of files.keys()) {
    if (!path.startsWith(base)) continue;
    const folder = /^(\d+)(?: [^/]*)?\/Checkmarks\.csv$/.exec(path.slice(base.length));
    if (folder) checkmarksByPosition.set(Number(folder[1]), path);
  }
  const rows = parseHabitsCsv(files.get(habitsPath) ?? '');
  const names = new Set<string>();
  return rows.map((row) => {
    const key = row.name.toLowerCase();
    if (names.has(key)) {
      throw new HabitsException(
        HabitsErrorCode.InvalidImport,
        `Two habits in Habits.csv are named "${row.name}": rename one in Loop and export again.`,
      );
    }
    names.add(key);
    const path = checkmarksByPosition.get(row.position);
    const checkmarks = path === undefined ? [] : parseCheckmarksCsv(files.get(path) ?? '', path);
    return { ...row, checkmarks };
  });
}

/** Habits.csv at the archive's root, or in its one folder when the export was zipped again. */
function habitsCsvPath(files: LoopZipFiles): string {
  const candidates = [...files.keys()].filter((path) => /^(?:[^/]+\/)?Habits\.csv$/.test(path));
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
