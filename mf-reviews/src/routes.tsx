import { Route, Routes } from 'react-router-dom';
import { ReviewsPage } from './pages/reviews-page';

/** Exposed as `mf_reviews/routes`, mounted by the shell at `/reviews/*`. */
export default function ReviewsRoutes() {
  return (
    <Routes>
      <Route index element={<ReviewsPage />} />
    </Routes>
  );
}
