import { Route, Routes } from 'react-router-dom';
import { HabitsPage } from './pages/habits-page';

/** Exposed as `mf_habits/routes`, mounted by the shell at `/habits/*`. */
export default function HabitsRoutes() {
  return (
    <Routes>
      <Route index element={<HabitsPage />} />
    </Routes>
  );
}
