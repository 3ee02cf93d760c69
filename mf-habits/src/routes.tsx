import type { ReactNode } from 'react';
import { Route, Routes } from '@goalcoach/routing';
import { HabitsPage } from './pages/habits-page';

export { preloadHabitsPageData as preloadData } from './pages/page-data';

type RoutesProps = { notFound: ReactNode };

/** Exposed as `mf_habits/routes`, mounted by the shell at `/habits/*`. */
export default function HabitsRoutes({ notFound }: RoutesProps) {
  return (
    <Routes>
      <Route index element={<HabitsPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
