import { preloadQueries } from '@goalcoach/api';
import { matchPath, type PageAddress } from '@goalcoach/routing';
import { queryKeys } from '../shared/api/api-paths';

/** The reviews page opens on this week's check-ins and the weekly reviews. */
export function preloadReviewsPageData({ pathname }: PageAddress): void {
  if (!matchPath('/reviews', pathname)) return;
  preloadQueries([queryKeys.checkIns(), queryKeys.weeklyReviews()]);
}
