import { manualEntryRequest } from './manual-entry';

describe('monthly manual entry', () => {
  it('sends the trimmed texts and leaves blank ones out', () => {
    expect(
      manualEntryRequest(2026, 3, {
        totalWins: '  Ran a 10k ',
        totalLessons: '   ',
        weeklyHighlights: '',
        areasToImprove: 'Sleep earlier\n',
      }),
    ).toEqual({ year: 2026, month: 3, totalWins: 'Ran a 10k', areasToImprove: 'Sleep earlier' });
  });
});
