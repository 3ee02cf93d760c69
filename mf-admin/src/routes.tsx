import { Route, Routes } from 'react-router-dom';
import { AdminPage } from './pages/admin-page';

/** Exposed as `mf_admin/routes`, mounted by the shell at `/admin/*`. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<AdminPage />} />
    </Routes>
  );
}
