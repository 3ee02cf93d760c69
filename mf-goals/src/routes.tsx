import { Navigate, Route, Routes } from 'react-router-dom';
import { GoalDetailPage } from './pages/goal-detail-page';

/** Exposed as `mf_goals/routes`, mounted by the shell at `/goals/*`. */
export default function GoalsRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/" replace />} />
      <Route path=":goalId" element={<GoalDetailPage />} />
    </Routes>
  );
}
