import { checkInEditRequest } from './check-in-edit';

describe('checkInEditRequest', () => {
  it('sends both texts trimmed, blank ones as null to clear them', () => {
    expect(checkInEditRequest(' • Ran\n• \n• Read ', '• ')).toEqual({
      wins: '• Ran\n• Read',
      lessons: null,
    });
  });
});
