import { looksLikeFile } from '@goalcoach/contracts';

/**
 * How the worker answers one request:
 * - `app-shell`: a page of the app (a navigation): the network's index.html, else the cached one;
 * - `network-first`: files that say which build is current (a remote's entry, the remote
 *   manifest): the network's answer while online, so a redeployed remote shows at the next
 *   load, else the copy cached last;
 * - `cache-first`: files named after their content, which never change;
 * - `network-only`: everything else, untouched by the worker (API answers, other origins,
 *   writes, unhashed files).
 */
export type CachingStrategy = 'app-shell' | 'network-first' | 'cache-first' | 'network-only';

/** What of a request the rules look at (a Request has both). */
export type RequestKind = { method: string; mode: RequestMode };

/** The backend's list of remote entries, read by the shell at start. */
const REMOTE_MANIFEST_PATH = '/api/federation/manifest';

/** The key the app's index.html is cached under, whatever page of the app asked for it. */
const APP_SHELL_KEY = '/index.html';

const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json']);

/** `main.3f9a1c2b.js`, `269.8f896522.css`, `logo.deadbeef.svg`: the build's 8-hex content hash. */
const CONTENT_HASHED =
  /\.[0-9a-f]{8}\.(?:js|mjs|css|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf)$/i;

/**
 * The rule for `url` requested by `request`, from the worker at `origin`. Other /api answers
 * are never cached here: the app's data cache decides what of them is kept.
 */
export function cachingStrategyFor(
  url: URL,
  request: RequestKind,
  origin: string,
): CachingStrategy {
  if (request.method !== 'GET' || url.origin !== origin) return 'network-only';
  const path = url.pathname;
  if (request.mode === 'navigate') {
    const appPage =
      !path.startsWith('/api/') && !path.startsWith('/remotes/') && !looksLikeFile(path);
    return appPage ? 'app-shell' : 'network-only';
  }
  if (path === REMOTE_MANIFEST_PATH) return 'network-first';
  if (path.startsWith('/api/')) return 'network-only';
  const file = path.slice(path.lastIndexOf('/') + 1);
  if (ENTRY_FILES.has(file)) return 'network-first';
  return CONTENT_HASHED.test(file) ? 'cache-first' : 'network-only';
}

/**
 * The cache key of a request: one index.html for every page; an entry file without its query
 * (the shell adds `?attempt=n` to fetch a failed entry again, and offline any copy will do).
 */
export function cacheKeyFor(url: URL, strategy: CachingStrategy): string {
  if (strategy === 'app-shell') return new URL(APP_SHELL_KEY, url).href;
  if (strategy === 'network-first') return `${url.origin}${url.pathname}`;
  return url.href;
}
