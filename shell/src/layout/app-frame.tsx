import { Outlet } from '@goalcoach/routing';
import { RemoteBackgroundHost } from '../federation/remote-background';
import { OfflineBanner } from '../offline/offline-banner';
import { AppHeader } from './app-header';
import { BetaBanner } from './beta-banner';
import { MainNavigation } from './main-navigation';

/**
 * The frame around every signed-in page; remotes render into the outlet. The daily in-page
 * reminder runs here, so it fires whichever page is open.
 */
export function AppFrame() {
  return (
    <div className="shell-frame">
      <a className="shell-skip-link" href="#main">
        Skip to content
      </a>
      <BetaBanner />
      <AppHeader />
      <OfflineBanner />
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      <MainNavigation placement="bottom" />
      <RemoteBackgroundHost module="mf_reviews/InPageReminders" />
    </div>
  );
}
