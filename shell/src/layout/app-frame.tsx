import { Outlet } from '@goalcoach/routing';
import { useState } from 'react';
import './app-frame.css';
import { RemoteBackgroundHost } from '../federation/remote-background';
import { OfflineBanner } from '../offline/offline-banner';
import { AppHeader } from './app-header';
import { BetaBanner } from './beta-banner';
import { MainNavigation } from './main-navigation';
import { NavActionSlotContext } from './nav-action-slot';

/**
 * The frame around every signed-in page; remotes render into the outlet. The daily in-page
 * reminder runs here, so it fires whichever page is open. A page may put its main action in the
 * bottom bar (NavAction).
 */
export function AppFrame() {
  const [actionSlot, setActionSlot] = useState<HTMLElement | null>(null);
  return (
    <NavActionSlotContext.Provider value={actionSlot}>
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
        <MainNavigation placement="bottom" actionSlotRef={setActionSlot} />
        <RemoteBackgroundHost module="mf_reviews/InPageReminders" />
      </div>
    </NavActionSlotContext.Provider>
  );
}
