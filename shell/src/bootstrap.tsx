import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { askWhoIsSignedIn, dropStaleSignedInHint, warmUpFirstPage } from './app/warm-up-first-page';
import './styles/shell.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

askWhoIsSignedIn();
warmUpFirstPage(window.location.pathname);
dropStaleSignedInHint();
const root = createRoot(container);
// A transition: React renders the app in slices and lets the phone answer input in between,
// instead of one long task while the loading screen shows.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
