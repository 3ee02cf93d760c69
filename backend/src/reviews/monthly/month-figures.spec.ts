import { describe, expect, it } from '@jest/globals';
import { type MonthCheckIn, averageConfidence, monthFigures } from './month-figures.js';

const day = (
  date: string,
  completedDailyAction: boolean,
  confidenceLevel: number,
  texts: Partial<Pick<MonthCheckIn, 'wins' | 'lessons' | 'confidenceGiven'>> = {},
): MonthCheckIn => ({
  date,
  completedDailyAction,
  confidenceLevel,
  confidenceGiven: true,
  wins: null,
  lessons: null,
  ...texts,
});

describe('monthFigures', () => {
  it('counts, averages and finds the longest run of progress days', () => {
    const figures = monthFigures(
      [
        day('2025-11-01', true, 8),
        day('2025-11-02', true, 8),
        day('2025-11-03', false, 5),
        day('2025-11-04', true, 8),
        day('2025-11-05', true, 7),
        day('2025-11-06', true, 9),
        day('2025-11-08', true, 8),
      ],
      [],
      4,
    );
    expect(figures).toMatchObject({
      averageConfidence: 7.6, // 53 / 7 = 7.571...
      daysCheckedIn: 7,
      progressDays: 6,
      tasksCompleted: 4,
      totalStreakDays: 3,
    });
  });

  it('rounds the average half up to one decimal, and has none without check-ins', () => {
    expect(averageConfidence([day('2025-11-01', true, 7), day('2025-11-02', true, 8)])).toBe(7.5);
    expect(
      averageConfidence([
        day('2025-11-01', true, 7),
        day('2025-11-02', true, 7),
        day('2025-11-03', true, 7),
        day('2025-11-04', true, 8),
      ]),
    ).toBe(7.3); // 7.25
    expect(monthFigures([], [], 0)).toEqual({
      averageConfidence: null,
      daysCheckedIn: 0,
      progressDays: 0,
      tasksCompleted: 0,
      totalStreakDays: 0,
      wins: [],
      lessons: [],
      areasToImprove: [],
      weeklyHighlights: [],
    });
  });

  it('gathers lines in date order, check-ins first, bullets stripped', () => {
    const figures = monthFigures(
      [
        day('2025-11-05', true, 8, { wins: '• Second', lessons: '• Lesson B' }),
        day('2025-11-01', true, 8, { wins: '• First\n• Also first' }),
      ],
      [
        {
          weekStart: '2025-11-09',
          winsThisWeek: 'Week win',
          whatWorked: 'Mornings',
          whatDidntWork: 'Late nights',
          areasToImprove: 'Sleep\nStretch',
        },
        {
          weekStart: '2025-11-02',
          winsThisWeek: null,
          whatWorked: null,
          whatDidntWork: null,
          areasToImprove: 'Plan ahead',
        },
      ],
      0,
    );
    expect(figures.wins).toEqual(['First', 'Also first', 'Second', 'Week win']);
    expect(figures.lessons).toEqual(['Lesson B', 'Mornings']);
    expect(figures.areasToImprove).toEqual(['Plan ahead', 'Sleep', 'Stretch', 'Late nights']);
  });

  it('writes one highlight per Sunday-Saturday week with check-ins', () => {
    const figures = monthFigures(
      [
        day('2025-11-01', true, 8), // Saturday: the week of Oct 26
        day('2025-11-02', true, 8),
        day('2025-11-03', false, 5),
        day('2025-11-04', true, 9),
      ],
      [],
      0,
    );
    expect(figures.weeklyHighlights).toEqual([
      'Week of Oct 26: 1 check-in, 1 progress day, avg confidence 8/10',
      'Week of Nov 2: 3 check-ins, 2 progress days, avg confidence 7.3/10',
    ]);
  });

  it('averages only the confidence people gave, and has none when nobody gave one', () => {
    const derived = { confidenceGiven: false };
    const figures = monthFigures(
      [
        day('2025-11-02', true, 8, derived), // from Yes, before the check-in asked
        day('2025-11-03', false, 5, derived), // from No
        day('2025-11-04', true, 6),
        day('2025-11-05', true, 9),
        day('2025-11-09', false, 5, derived),
      ],
      [],
      0,
    );
    expect(figures.averageConfidence).toBe(7.5);
    expect(figures.daysCheckedIn).toBe(5);
    expect(figures.weeklyHighlights).toEqual([
      'Week of Nov 2: 4 check-ins, 3 progress days, avg confidence 7.5/10',
      'Week of Nov 9: 1 check-in, 0 progress days',
    ]);
    expect(averageConfidence([day('2025-11-02', true, 8, derived)])).toBeNull();
  });
});
