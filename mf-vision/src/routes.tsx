import { Route, Routes } from 'react-router-dom';
import { VisionPage } from './pages/vision-page';

/** Exposed as `mf_vision/routes`, mounted by the shell at `/vision/*`. */
export default function VisionRoutes() {
  return (
    <Routes>
      <Route index element={<VisionPage />} />
    </Routes>
  );
}
