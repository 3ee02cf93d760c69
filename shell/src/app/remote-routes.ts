import type { RemotePageId } from '../federation/remote-modules';

export type RemoteRoute = {
  /** The first path segment the remote owns; it routes everything below it. */
  prefix: string;
  module: RemotePageId;
  /** How people call this part of the app, for the unavailable panel. */
  area: string;
  adminOnly?: boolean;
};

/** The signed-in pages each remote serves, below the frame. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { prefix: '/goals', module: 'mf_goals/routes', area: 'Goals' },
  { prefix: '/habits', module: 'mf_habits/routes', area: 'Habits' },
  { prefix: '/reviews', module: 'mf_reviews/routes', area: 'Reviews' },
  { prefix: '/vision', module: 'mf_vision/routes', area: 'Vision' },
  { prefix: '/admin', module: 'mf_admin/routes', area: 'Admin', adminOnly: true },
];

/** Home is the goals remote's page. */
export const HOME_PAGE_MODULE: RemotePageId = 'mf_goals/HomePage';

/** The remote page a path opens, if it opens one (paths match case-insensitively). */
export function remotePageFor(pathname: string): RemotePageId | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (path === '/') return HOME_PAGE_MODULE;
  const route = REMOTE_ROUTES.find(
    ({ prefix }) => path === prefix || path.startsWith(`${prefix}/`),
  );
  return route?.module ?? null;
}
