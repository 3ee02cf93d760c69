import { isBlankEntry, weeklyEntryRequest } from './weekly-entry';

describe('isBlankEntry', () => {
  it('is blank only when every field is blank after trimming', () => {
    expect(isBlankEntry({ win: ' ', lesson: '\n', areasToImprove: '' })).toBe(true);
    expect(isBlankEntry({ win: '', lesson: '', areasToImprove: ' Focus' })).toBe(false);
  });
});

describe('weeklyEntryRequest', () => {
  it('trims the texts and sends blank ones as null', () => {
    expect(
      weeklyEntryRequest({ win: '  Shipped it ', lesson: ' ', areasToImprove: 'Sleep\n' }),
    ).toEqual({ winsThisWeek: 'Shipped it', whatWorked: null, areasToImprove: 'Sleep' });
  });
});
