import { aCheckIn, aWeeklyReview } from '../../../shared/test/fixtures';
import { summarizeWeek } from './week-summary';

const WEEK = { start: '2026-11-15', end: '2026-11-21' };

describe('summarizeWeek', () => {
  it("puts this week's check-ins and entries in their sections, bullets stripped", () => {
    const summary = summarizeWeek(
      WEEK,
      [
        aCheckIn({ date: '2026-11-21', wins: '• Read\n• ', lessons: '• Sleep first' }),
        aCheckIn({ date: '2026-11-14', wins: '• Last week' }),
        aCheckIn({ date: '2026-11-15', wins: '• Ran 5k\n\n• Cooked', lessons: null }),
        aCheckIn({ date: '2026-11-22', wins: '• Next week' }),
      ],
      [
        aWeeklyReview({
          weekStart: '2026-11-15',
          reviewDate: '2026-11-20T10:00:00.000Z',
          winsThisWeek: 'Shipped',
          whatWorked: '• Mornings',
          areasToImprove: '• Less phone\n• Earlier nights',
        }),
        aWeeklyReview({ weekStart: '2026-11-08', winsThisWeek: 'Old win' }),
        aWeeklyReview({
          id: 'w2',
          weekStart: '2026-11-15',
          reviewDate: '2026-11-16T10:00:00.000Z',
          winsThisWeek: '• Called mum',
        }),
      ],
    );

    expect(summary).toEqual({
      majorWins: ['Ran 5k', 'Cooked', 'Read'],
      additionalWins: ['Called mum', 'Shipped'],
      keyLessons: ['Sleep first'],
      additionalLessons: ['Mornings'],
      areasToImprove: ['Less phone', 'Earlier nights'],
      checkInCount: 2,
      progressDays: 2,
      averageConfidence: 8,
    });
  });

  it('counts progress days and rounds the mean confidence', () => {
    const summary = summarizeWeek(
      WEEK,
      [
        aCheckIn({ date: '2026-11-15', completedDailyAction: true, confidenceLevel: 8 }),
        aCheckIn({ date: '2026-11-16', completedDailyAction: false, confidenceLevel: 5 }),
        aCheckIn({ date: '2026-11-17', completedDailyAction: false, confidenceLevel: 5 }),
      ],
      [],
    );

    expect(summary.checkInCount).toBe(3);
    expect(summary.progressDays).toBe(1);
    // 18 / 3 = 6; and 8 + 5 = 6.5 rounds up to 7.
    expect(summary.averageConfidence).toBe(6);
    expect(
      summarizeWeek(
        WEEK,
        [aCheckIn({ date: '2026-11-15' }), aCheckIn({ date: '2026-11-16', confidenceLevel: 5 })],
        [],
      ).averageConfidence,
    ).toBe(7);
  });

  it('has zero figures and no confidence for a week without check-ins', () => {
    const summary = summarizeWeek(WEEK, [], [aWeeklyReview({ weekStart: '2026-11-15' })]);
    expect(summary.checkInCount).toBe(0);
    expect(summary.progressDays).toBe(0);
    expect(summary.averageConfidence).toBeNull();
  });

  it('averages only the confidence people gave, none when only older check-ins hold one', () => {
    const derived = { confidenceGiven: false, confidenceLevel: 8 };
    const summary = summarizeWeek(
      WEEK,
      [
        aCheckIn({ date: '2026-11-15', ...derived }),
        aCheckIn({ date: '2026-11-16', confidenceLevel: 3 }),
        aCheckIn({ date: '2026-11-17', confidenceLevel: 4 }),
      ],
      [],
    );
    expect(summary.checkInCount).toBe(3);
    expect(summary.averageConfidence).toBe(4); // (3 + 4) / 2 = 3.5 rounds up
    expect(
      summarizeWeek(WEEK, [aCheckIn({ date: '2026-11-15', ...derived })], []).averageConfidence,
    ).toBeNull();
  });
});
