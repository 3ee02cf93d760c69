import type { LoopImportResult } from '@goalcoach/contracts';
import { importSummary } from './import-summary';

const result = (habitCount: number, dayCount: number): LoopImportResult => ({
  dryRun: true,
  habitCount,
  dayCount,
  habits: [],
});

describe('importSummary', () => {
  it.each([
    [12, 4381, '12 habits, 4,381 days'],
    [1, 1, '1 habit, 1 day'],
    [1, 0, '1 habit, 0 days'],
  ])('%i habits and %i days: %s', (habits, days, text) => {
    expect(importSummary(result(habits, days))).toBe(text);
  });
});
