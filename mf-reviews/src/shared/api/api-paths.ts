import { RECENT_CHECK_IN_COUNT } from '@goalcoach/contracts';

/**
 * Paths below the shared client's `/api` base. A GET path is also the first element of its
 * query key, so reads and invalidations share one name.
 * A key's second element that is a plain object is sent as the GET's query parameters.
 */
const id = (value: string) => encodeURIComponent(value);

export const apiPaths = {
  checkIn: '/checkin',
  checkIns: '/checkins',
  checkInById: (checkInId: string) => `/checkins/${id(checkInId)}`,
  weeklyReviews: '/reviews',
  monthlyReviews: '/reviews/monthly',
  monthlyReviewYears: '/reviews/monthly/years',
  monthlyReview: (reviewId: string) => `/reviews/monthly/${id(reviewId)}`,
  generateMonthlyReview: (year: number, month: number) => `/reviews/monthly/${year}/${month}`,
  notificationSettings: '/notifications/settings',
  pushKey: '/notifications/push-key',
  pushSubscriptions: '/notifications/subscriptions',
  testNotification: '/notifications/test',
  /** The goals' stats strip on Home shows the check-in streak. */
  stats: '/stats',
  /** Each goal card on Home shows its confidence streak, counted from check-ins. */
  goals: '/goals',
};

export const queryKeys = {
  /** The newest ones only: every screen shows this week's or the latest (3 years is ~300 KiB). */
  checkIns: () => [apiPaths.checkIns, { limit: RECENT_CHECK_IN_COUNT }] as const,
  weeklyReviews: () => [apiPaths.weeklyReviews] as const,
  monthlyReviews: () => [apiPaths.monthlyReviews] as const,
  monthlyReviewYears: () => [apiPaths.monthlyReviewYears] as const,
  notificationSettings: () => [apiPaths.notificationSettings] as const,
  pushKey: () => [apiPaths.pushKey] as const,
  stats: () => [apiPaths.stats] as const,
  goals: () => [apiPaths.goals] as const,
};
