import type { ReactNode } from 'react';
import { Route, Routes } from '@goalcoach/routing';
import { ReviewsPage } from './pages/reviews-page';

export { preloadReviewsPageData as preloadData } from './pages/page-data';

type RoutesProps = { notFound: ReactNode };

/** Exposed as `mf_reviews/routes`, mounted by the shell at `/reviews/*`. */
export default function ReviewsRoutes({ notFound }: RoutesProps) {
  return (
    <Routes>
      <Route index element={<ReviewsPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
