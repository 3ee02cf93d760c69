import { aCheckIn } from '../../../shared/test/fixtures';
import { withExpectedCheckIn } from './expected-check-in';

const NOW = '2026-11-23T08:00:00.000Z';

describe('the check-in expected from a save', () => {
  it("adds a new day's check-in, newest first, with a pending id", () => {
    const yesterday = aCheckIn({ date: '2026-11-22' });
    const list = withExpectedCheckIn(
      [yesterday],
      { date: '2026-11-23', completedDailyAction: true, confidenceLevel: 8, wins: '• Ran' },
      NOW,
    );
    expect(list).toEqual([
      {
        id: 'pending-2026-11-23',
        date: '2026-11-23',
        completedDailyAction: true,
        wins: '• Ran',
        lessons: null,
        confidenceLevel: 8,
        confidenceGiven: true,
        createdAt: NOW,
        updatedAt: NOW,
      },
      yesterday,
    ]);
  });

  it("updates the day's check-in: a text left out keeps, null clears", () => {
    const today = aCheckIn({ id: 'c1', date: '2026-11-23', wins: '• Old', lessons: '• Keep' });
    const [updated] = withExpectedCheckIn(
      [today],
      { date: '2026-11-23', completedDailyAction: false, confidenceLevel: 5, wins: null },
      NOW,
    );
    expect(updated).toMatchObject({ id: 'c1', wins: null, lessons: '• Keep', confidenceLevel: 5 });
  });

  it('changes nothing for a request that names no day', () => {
    const list = [aCheckIn({ date: '2026-11-22' })];
    expect(withExpectedCheckIn(list, { completedDailyAction: true, confidenceLevel: 8 })).toEqual(
      list,
    );
  });
});
