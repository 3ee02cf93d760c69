import type { ReactNode } from 'react';
import { Route, Routes } from '@goalcoach/routing';
import { AdminPage } from './pages/admin-page';

type RoutesProps = { notFound: ReactNode };

/** Exposed as `mf_admin/routes`, mounted by the shell at `/admin/*` for admins only. */
export default function AdminRoutes({ notFound }: RoutesProps) {
  return (
    <Routes>
      <Route index element={<AdminPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
