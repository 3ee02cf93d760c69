import type { LoopImportResult } from '@goalcoach/contracts';

const count = new Intl.NumberFormat('en-US');

function plural(value: number, word: string): string {
  return `${count.format(value)} ${word}${value === 1 ? '' : 's'}`;
}

/** "12 habits, 4,381 days": what an import writes, in the preview and the toast. */
export function importSummary({ habitCount, dayCount }: LoopImportResult): string {
  return `${plural(habitCount, 'habit')}, ${plural(dayCount, 'day')}`;
}
