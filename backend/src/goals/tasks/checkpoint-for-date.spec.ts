import { describe, expect, it } from '@jest/globals';
import { checkpointForDate } from './checkpoint-for-date.js';

const week = (id: string, startDate: string, endDate: string) => ({ id, startDate, endDate });
// Weeks 2, 3 and 5 of a plan starting 2026-03-01; weeks 1 and 4 have no checkpoint.
const CHECKPOINTS = [
  week('w5', '2026-03-29', '2026-04-04'),
  week('w2', '2026-03-08', '2026-03-14'),
  week('w3', '2026-03-15', '2026-03-21'),
];

describe('checkpointForDate', () => {
  it('takes the checkpoint whose week holds the date', () => {
    expect(checkpointForDate(CHECKPOINTS, '2026-03-08')?.id).toBe('w2');
    expect(checkpointForDate(CHECKPOINTS, '2026-03-21')?.id).toBe('w3');
    expect(checkpointForDate(CHECKPOINTS, '2026-04-01')?.id).toBe('w5');
  });

  it('takes the latest checkpoint begun in a week without one', () => {
    expect(checkpointForDate(CHECKPOINTS, '2026-03-25')?.id).toBe('w3');
    expect(checkpointForDate(CHECKPOINTS, '2026-05-20')?.id).toBe('w5');
  });

  it('takes the first checkpoint before any has begun', () => {
    expect(checkpointForDate(CHECKPOINTS, '2026-03-02')?.id).toBe('w2');
  });

  it('has none without checkpoints', () => {
    expect(checkpointForDate([], '2026-03-02')).toBeNull();
  });
});
