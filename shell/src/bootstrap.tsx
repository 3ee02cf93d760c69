import { StrictMode, startTransition } from 'react';
import { nextTask } from './app/next-task';

/**
 * The app starts in steps, each in a task of its own: a phone's main thread then answers input
 * between them rather than after one long task. The steps stay in this file (eager imports),
 * so no step costs a download; each module runs only when its step imports it.
 */
async function start(container: HTMLElement): Promise<void> {
  // First what asks the network, so the session check and the page's code are on their way.
  const firstPage = await import(/* webpackMode: "eager" */ './app/warm-up-first-page');
  firstPage.askWhoIsSignedIn();
  firstPage.warmUpFirstPage(window.location.pathname);
  firstPage.dropStaleSignedInHint();
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  await nextTask();
  const root = createRoot(container);
  // A transition: React renders the app in slices too, while the loading screen shows.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
void start(container);
