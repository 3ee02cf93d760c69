import './loading-screen.css';

/** Deliberately plain: shown on every path while the session is checked. */
export function LoadingScreen() {
  return (
    <div className="shell-loading" role="status" aria-live="polite" data-testid="loading-screen">
      Loading...
    </div>
  );
}
