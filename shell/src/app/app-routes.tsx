import { useSession } from '@goalcoach/session';
import { Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from '@goalcoach/routing';
import { RemotePage } from '../federation/remote-page';
import { HomePage } from '../home/home-page';
import { AppFrame } from '../layout/app-frame';
import { OfflinePage } from '../offline/offline-page';
import { useOnline } from '../offline/use-online';
import {
  LandingPage,
  NotFoundPage,
  ResetPasswordPage,
  VerifyAdminEmailPage,
} from '../pages/lazy-pages';
import { LoadingScreen } from '../pages/loading-screen';
import { REMOTE_ROUTES } from './remote-routes';
import { AdminOnly, SessionGate, SignedInOnly } from '../session/session-gate';

/** The landing page is for visitors; a signed-in user belongs at home. */
function LandingRoute() {
  const signedIn = useSession((state) => state.status === 'authenticated');
  return signedIn ? <Navigate to="/" replace /> : <LandingPage />;
}

/**
 * Who is not signed in sees the landing page; with no network the server could not say, so a
 * signed-in person is not sent to sign in again.
 */
function SignedOutPage() {
  return useOnline() ? <LandingPage /> : <OfflinePage />;
}

function GoalRedirect() {
  const { goalId = '' } = useParams();
  return <Navigate to={`/goals/${encodeURIComponent(goalId)}`} replace />;
}

/**
 * The app's route table. Paths match case-insensitively (React Router's default). Each
 * remote owns what happens below its prefix (see remote-routes.ts).
 */
export function AppRoutes() {
  return (
    <SessionGate loading={<LoadingScreen />}>
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route path="/landing" element={<LandingRoute />} />
          <Route path="/goal/:goalId" element={<GoalRedirect />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/verify-admin-email" element={<VerifyAdminEmailPage />} />
          <Route
            element={
              <SignedInOnly otherwise={<SignedOutPage />}>
                <AppFrame />
              </SignedInOnly>
            }
          >
            <Route index element={<HomePage />} />
            {REMOTE_ROUTES.map(({ prefix, module, area, adminOnly }) => {
              const page = <RemotePage module={module} area={area} />;
              return (
                <Route
                  key={prefix}
                  path={`${prefix}/*`}
                  element={
                    adminOnly ? <AdminOnly otherwise={<NotFoundPage />}>{page}</AdminOnly> : page
                  }
                />
              );
            })}
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </SessionGate>
  );
}
