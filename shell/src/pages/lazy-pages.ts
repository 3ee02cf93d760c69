import { lazy } from 'react';

/** Shell pages loaded on demand; named chunks keep their files recognisable. */
const loadLandingPage = () => import(/* webpackChunkName: "landing-page" */ './landing-page');
export const LandingPage = lazy(loadLandingPage);

/** Fetches the landing page's code ahead of its first render (the import is cached). */
export function preloadLandingPage(): void {
  void loadLandingPage().catch(() => undefined);
}
export const NotFoundPage = lazy(
  () => import(/* webpackChunkName: "not-found-page" */ './not-found-page'),
);
export const ResetPasswordPage = lazy(
  () => import(/* webpackChunkName: "reset-password-page" */ '../auth/reset-password-page'),
);
export const VerifyAdminEmailPage = lazy(
  () => import(/* webpackChunkName: "verify-admin-email-page" */ '../auth/verify-admin-email-page'),
);
