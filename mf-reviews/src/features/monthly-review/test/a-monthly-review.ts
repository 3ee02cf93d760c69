import type { MonthlyReview } from '@goalcoach/contracts';

export function aMonthlyReview(overrides: Partial<MonthlyReview> = {}): MonthlyReview {
  return {
    id: 'm1',
    year: 2026,
    month: 2,
    totalWins: '• Ran a 10k\n• Read two books',
    totalLessons: '• Rest matters',
    weeklyHighlights: 'Week 2 was the strongest.',
    areasToImprove: null,
    averageConfidence: 7.25,
    daysCheckedIn: 20,
    tasksCompleted: 31,
    totalStreakDays: 9,
    coachNote: null,
    generatedAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}
