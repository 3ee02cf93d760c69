import { lazy, Suspense } from 'react';
import './account-avatar.css';

const loadAccountMenu = () => import(/* webpackChunkName: "account-menu" */ './account-menu');
const AccountMenu = lazy(() =>
  loadAccountMenu().then((module) => ({ default: module.AccountMenu })),
);

/**
 * Fetches the account menu's code with a signed-in visit's page: a visitor's first render (the
 * landing page) never shows it, so it stays out of what a phone downloads first.
 */
export function preloadAccountMenu(): void {
  void loadAccountMenu().catch(() => undefined);
}

/** The account menu, with a placeholder of its size while its code arrives (nothing moves). */
export function LazyAccountMenu() {
  return (
    <Suspense fallback={<span className="shell-avatar shell-avatar--pending" aria-hidden="true" />}>
      <AccountMenu />
    </Suspense>
  );
}
