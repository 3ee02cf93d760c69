import { describe, expect, it } from '@jest/globals';
import type { MonthFigures } from '../month-figures.js';
import { offlineCoachNote } from './offline-coach-note.js';

const FIGURES: MonthFigures = {
  averageConfidence: 7.2,
  daysCheckedIn: 18,
  progressDays: 15,
  tasksCompleted: 12,
  totalStreakDays: 6,
  wins: [],
  lessons: [],
  areasToImprove: ['Go to bed before 11'],
  weeklyHighlights: [],
};

describe('offlineCoachNote', () => {
  it('speaks of consistency, confidence and a next step from the areas to improve', () => {
    expect(
      offlineCoachNote({
        monthName: 'November 2025',
        daysSoFar: 30,
        figures: FIGURES,
        field: null,
      }),
    ).toBe(
      'In November 2025 you checked in on 18 of 30 days, did your daily action on 15 of them ' +
        '(best run: 6 days in a row) and completed 12 tasks. ' +
        'Your average confidence was 7.2/10: solid ground to build on. ' +
        'Next month, put your attention on this: Go to bed before 11.',
    );
  });

  it('asks for more check-ins when there is no area to improve and days were missed', () => {
    const note = offlineCoachNote({
      monthName: 'March 2026',
      daysSoFar: 31,
      figures: { ...FIGURES, tasksCompleted: 1, totalStreakDays: 1, areasToImprove: [] },
      field: null,
    });
    expect(note).toContain('(best run: 1 day in a row) and completed 1 task.');
    expect(note).toContain('Next month, aim to check in on a few more days');
  });

  it('says so when there was no check-in', () => {
    const note = offlineCoachNote({
      monthName: 'March 2026',
      daysSoFar: 10,
      figures: {
        ...FIGURES,
        averageConfidence: null,
        daysCheckedIn: 0,
        progressDays: 0,
        totalStreakDays: 0,
        tasksCompleted: 3,
        areasToImprove: [],
      },
      field: null,
    });
    expect(note).toBe(
      'You did not check in during March 2026, but you completed 3 tasks. ' +
        "A one-minute check-in each evening will show you what works and make next month's review worth reading.",
    );
  });

  it('leaves confidence out when no check-in of the month gave one', () => {
    const note = offlineCoachNote({
      monthName: 'November 2025',
      daysSoFar: 30,
      figures: { ...FIGURES, averageConfidence: null },
      field: null,
    });
    expect(note).toBe(
      'In November 2025 you checked in on 18 of 30 days, did your daily action on 15 of them ' +
        '(best run: 6 days in a row) and completed 12 tasks. ' +
        'Next month, put your attention on this: Go to bed before 11.',
    );
  });

  it("gives the advice of the goal's field: steady after a steady month, else the slipping one", () => {
    const field = {
      label: 'Endurance running',
      steady: 'Keep most runs easy.',
      slipping: 'Go back to three short runs a week.',
    };
    const steady = offlineCoachNote({
      monthName: 'May 2026',
      daysSoFar: 30,
      figures: FIGURES,
      field,
    });
    expect(steady.endsWith('For your endurance running plan: Keep most runs easy.')).toBe(true);
    const slipping = offlineCoachNote({
      monthName: 'May 2026',
      daysSoFar: 31,
      figures: { ...FIGURES, progressDays: 9 },
      field,
    });
    expect(
      slipping.endsWith('For your endurance running plan: Go back to three short runs a week.'),
    ).toBe(true);
  });
});
