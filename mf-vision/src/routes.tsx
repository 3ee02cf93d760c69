import type { ReactNode } from 'react';
import { Route, Routes } from '@goalcoach/routing';
import { VisionPage } from './pages/vision-page';

type RoutesProps = { notFound: ReactNode };

/** Exposed as `mf_vision/routes`, mounted by the shell at `/vision/*`. */
export default function VisionRoutes({ notFound }: RoutesProps) {
  return (
    <Routes>
      <Route index element={<VisionPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
