import type { CheckIn, SessionUser, WeeklyReview } from '@goalcoach/contracts';
import { useSession } from '@goalcoach/session';

export function aCheckIn(overrides: Partial<CheckIn> = {}): CheckIn {
  const date = overrides.date ?? '2026-11-23';
  return {
    id: `c-${date}`,
    date,
    completedDailyAction: true,
    wins: null,
    lessons: null,
    confidenceLevel: 8,
    confidenceGiven: true,
    createdAt: `${date}T20:00:00.000Z`,
    updatedAt: `${date}T20:00:00.000Z`,
    ...overrides,
  };
}

export function aWeeklyReview(overrides: Partial<WeeklyReview> = {}): WeeklyReview {
  const weekStart = overrides.weekStart ?? '2026-11-22';
  return {
    id: `w-${weekStart}`,
    reviewDate: `${weekStart}T18:00:00.000Z`,
    weekStart,
    winsThisWeek: null,
    whatWorked: null,
    whatDidntWork: null,
    areasToImprove: null,
    ...overrides,
  };
}

/** For mockApiPerTest's `arrange`: a user whose day is the one of `timeZone`, signed in per test. */
export function signedInUserIn(timeZone: string): () => () => void {
  const user: SessionUser = {
    id: 'u1',
    name: 'Ana',
    email: 'ana@example.com',
    isAdmin: false,
    timeZone,
  };
  return () => {
    useSession.setState({ status: 'authenticated', user });
    return () => useSession.setState({ status: 'loading', user: null });
  };
}
