import type { Habit, HabitEntry, HabitReflection, HabitStrengthPoint } from '@goalcoach/contracts';

export function aHabit(overrides: Partial<Habit> = {}): Habit {
  return {
    id: 'h1',
    habitName: 'Morning run',
    description: 'Twenty minutes around the park',
    goalId: null,
    goalName: null,
    goalConnection: '',
    cue: 'After my coffee',
    reward: 'A hot shower',
    category: 'Health',
    categoryIcon: 'heart-pulse',
    isAntiHabit: false,
    frequency: 'daily',
    targetCount: 1,
    customDays: [],
    displayOrder: 0,
    createdAt: '2026-11-01T08:00:00.000Z',
    createdOn: '2026-11-01',
    streakCount: 3,
    bestStreak: 5,
    streakUnit: 'days',
    doneToday: false,
    strength: 42,
    tier: { name: null, next: { name: 'Locked In', at: 7 }, progressPercent: 42 },
    automated: false,
    reflectionDue: false,
    ...overrides,
  };
}

export function anEntry(overrides: Partial<HabitEntry> = {}): HabitEntry {
  return {
    id: `e-${overrides.habitId ?? 'h1'}-${overrides.entryDate ?? '2026-11-23'}`,
    habitId: 'h1',
    entryDate: '2026-11-23',
    completed: true,
    status: 'done',
    count: 1,
    ...overrides,
  };
}

export function aReflection(overrides: Partial<HabitReflection> = {}): HabitReflection {
  return {
    id: 'r1',
    habitId: 'h1',
    reflection: 'I am someone who moves every morning.',
    weekOn: '2026-11-22',
    createdAt: '2026-11-22T19:00:00.000Z',
    ...overrides,
  };
}

export function aStrengthCurve(from: string, values: number[]): HabitStrengthPoint[] {
  const start = new Date(`${from}T00:00:00Z`).getTime();
  return values.map((strength, index) => ({
    date: new Date(start + index * 86_400_000).toISOString().slice(0, 10),
    strength,
  }));
}
