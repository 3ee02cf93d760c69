import { weeklyEntryRequest } from './weekly-entry';

describe('weeklyEntryRequest', () => {
  it('trims the texts and sends blank ones as null', () => {
    expect(
      weeklyEntryRequest({ win: '  Shipped it ', lesson: ' ', areasToImprove: 'Sleep\n' }),
    ).toEqual({ winsThisWeek: 'Shipped it', whatWorked: null, areasToImprove: 'Sleep' });
  });
});
