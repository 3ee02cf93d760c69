import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from '@goalcoach/routing';
import { GoalDetailPage } from './pages/goal-detail-page';

export { preloadGoalPageData as preloadData } from './pages/page-data';

type RoutesProps = { notFound: ReactNode };

/** Exposed as `mf_goals/routes`, mounted by the shell at `/goals/*`. */
export default function GoalsRoutes({ notFound }: RoutesProps) {
  return (
    <Routes>
      <Route index element={<Navigate to="/" replace />} />
      <Route path=":goalId" element={<GoalDetailPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
