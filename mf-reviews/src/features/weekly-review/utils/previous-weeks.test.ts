import { aWeeklyReview } from '../../../shared/test/fixtures';
import { previousWeeks } from './previous-weeks';

describe('previousWeeks', () => {
  it('groups earlier entries by week, newest week first, leaving out this week', () => {
    const weeks = previousWeeks(
      [
        aWeeklyReview({ id: 'a', weekStart: '2026-11-01', winsThisWeek: '• Oldest' }),
        aWeeklyReview({ id: 'b', weekStart: '2026-11-22', winsThisWeek: '• This week' }),
        aWeeklyReview({
          id: 'c',
          weekStart: '2026-11-15',
          reviewDate: '2026-11-19T10:00:00.000Z',
          winsThisWeek: '• Later',
          whatDidntWork: '• Late nights',
        }),
        aWeeklyReview({
          id: 'd',
          weekStart: '2026-11-15',
          reviewDate: '2026-11-16T10:00:00.000Z',
          winsThisWeek: '• Earlier',
          whatWorked: 'Planning\n\n• Walks',
          areasToImprove: 'Focus',
        }),
      ],
      '2026-11-22',
    );

    expect(weeks).toEqual([
      {
        weekStart: '2026-11-15',
        winsThisWeek: ['Earlier', 'Later'],
        whatWorked: ['Planning', 'Walks'],
        whatDidntWork: ['Late nights'],
        areasToImprove: ['Focus'],
      },
      {
        weekStart: '2026-11-01',
        winsThisWeek: ['Oldest'],
        whatWorked: [],
        whatDidntWork: [],
        areasToImprove: [],
      },
    ]);
  });

  it('has none when every entry is of this week', () => {
    expect(previousWeeks([aWeeklyReview({ weekStart: '2026-11-22' })], '2026-11-22')).toEqual([]);
  });
});
