import type { HabitEntriesQuery } from '@goalcoach/contracts';

/**
 * Paths below the shared client's `/api` base. A GET path is also the first element of its
 * query key, so reads and invalidations share one name.
 * A key's second element that is a plain object is sent as the GET's query parameters.
 */
const id = (value: string) => encodeURIComponent(value);

export const apiPaths = {
  habits: '/habits',
  habit: (habitId: string) => `/habits/${id(habitId)}`,
  reorderHabits: '/habits/reorder',
  importLoop: '/habits/import/loop',
  habitStrength: (habitId: string) => `/habits/${id(habitId)}/strength`,
  habitReflections: (habitId: string) => `/habits/${id(habitId)}/reflections`,
  habitEntries: '/habit-entries',
  goals: '/goals',
};

export const queryKeys = {
  habits: () => [apiPaths.habits] as const,
  /** Entries filtered by habit and inclusive date range; the filter travels as query params. */
  habitEntries: (query: HabitEntriesQuery) => [apiPaths.habitEntries, query] as const,
  habitStrength: (habitId: string) => [apiPaths.habitStrength(habitId)] as const,
  habitReflections: (habitId: string) => [apiPaths.habitReflections(habitId)] as const,
  goals: () => [apiPaths.goals] as const,
};
