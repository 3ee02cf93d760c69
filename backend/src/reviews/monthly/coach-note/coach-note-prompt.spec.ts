import { describe, expect, it } from '@jest/globals';
import { monthFigures } from '../month-figures.js';
import type { CoachNoteInput } from './coach-note-input.js';
import { coachNoteInputHash } from './coach-note-prompt.js';

const march = (wins: string | null): CoachNoteInput => ({
  monthName: 'March 2026',
  daysSoFar: 2,
  field: null,
  figures: monthFigures(
    [
      {
        date: '2026-03-01',
        completedDailyAction: true,
        confidenceLevel: 8,
        confidenceGiven: true,
        wins,
        lessons: null,
      },
    ],
    [],
    1,
  ),
});
const GPT_4O = { model: 'gpt-4o', temperature: 0.7 };

describe('coachNoteInputHash', () => {
  it('is the same for the same input, model and temperature', () => {
    expect(coachNoteInputHash(march('• Ran'), GPT_4O)).toBe(
      coachNoteInputHash(march('• Ran'), { ...GPT_4O }),
    );
  });

  it('changes with the data, the model or the temperature', () => {
    const hashes = [
      coachNoteInputHash(march('• Ran'), GPT_4O),
      coachNoteInputHash(march('• Swam'), GPT_4O),
      coachNoteInputHash(march('• Ran'), { ...GPT_4O, model: 'gpt-4o-mini' }),
      coachNoteInputHash(march('• Ran'), { ...GPT_4O, temperature: 0.2 }),
    ];
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});
