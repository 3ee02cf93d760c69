import {
  CACHE_LOADED_FILES,
  type CacheLoadedFilesMessage,
} from '../service-worker/worker-messages';

/** The shell's service worker: offline copies of the app and Web Push reminders. */
const SERVICE_WORKER_URL = '/sw.js';

/** A file the page fetched without the worker (before it took over): the worker never saw it. */
const fetchedWithoutWorker = (entry: PerformanceEntry) =>
  entry instanceof PerformanceResourceTiming && entry.workerStart === 0;

/**
 * Tells the worker which files this page loaded without it, now and as their loads finish, so
 * the first visit's remotes open offline too (the worker keeps what its rules allow).
 */
function reportFilesLoadedWithoutWorker(worker: ServiceWorker): void {
  const report = (entries: PerformanceEntryList) => {
    const urls = entries.filter(fetchedWithoutWorker).map((entry) => entry.name);
    if (urls.length === 0) return;
    const message: CacheLoadedFilesMessage = { type: CACHE_LOADED_FILES, urls };
    worker.postMessage(message);
  };
  report(performance.getEntriesByType('resource'));
  new PerformanceObserver((list) => report(list.getEntries())).observe({ type: 'resource' });
}

/**
 * Registers the worker on every visit, signed in or not, once the page has loaded (its
 * install downloads the shell, which should not compete with the first render). The
 * reminders' subscribe flow registers the same URL and scope, so it finds this registration.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const register = () => {
    container.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      console.warn('[service worker] registration failed', error);
    });
    void container.ready.then(({ active }) => active && reportFilesLoadedWithoutWorker(active));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
