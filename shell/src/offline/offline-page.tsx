import { WifiOff } from 'lucide-react';
import '../layout/centered-page.css';
import './offline-page.css';

/**
 * Shown instead of a signed-in page when the app opened with no network and could not ask the
 * server who is signed in; the page itself comes back once the network does.
 */
export function OfflinePage() {
  return (
    <main className="shell-centered shell-offline" data-testid="offline-page">
      <WifiOff aria-hidden className="shell-offline__icon" size={56} />
      <h1>You&apos;re offline</h1>
      <p>GoalCoach opens this page as soon as your device is back online.</p>
    </main>
  );
}
