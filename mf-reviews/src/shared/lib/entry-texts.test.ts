import { isBlankEntry } from './entry-texts';

describe('isBlankEntry', () => {
  it('is blank only when every text is blank after trimming', () => {
    expect(isBlankEntry({ win: ' ', lesson: '\n', areasToImprove: '' })).toBe(true);
    expect(isBlankEntry({ win: '', lesson: '', areasToImprove: ' Focus' })).toBe(false);
    expect(isBlankEntry({ totalWins: ' \n ', weeklyHighlights: 'Week 3' })).toBe(false);
  });
});
