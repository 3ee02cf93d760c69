// The worker's caches: the shell of the build it came with (precache), and what the app loaded
// since (runtime: remotes, lazy chunks, the last index.html and remote manifest seen online).
// Hand-written rather than Workbox: four rules and two caches, no dependency to keep in step.
import { cacheKeyFor, cachingStrategyFor, type CachingStrategy } from './caching-strategy';
import type { PrecacheList } from './precache-list';

declare const self: ServiceWorkerGlobalScope;

const PRECACHE_PREFIX = 'goalcoach-precache-';
const RUNTIME_PREFIX = 'goalcoach-runtime-';
/** Bump when what the runtime cache holds changes shape; old ones are deleted on activate. */
const RUNTIME_CACHE = `${RUNTIME_PREFIX}v1`;
/** Oldest written entries go first past this (old remote builds pile up otherwise). */
const RUNTIME_CACHE_MAX_ENTRIES = 300;
/** On a weak signal, a cached entry file or page beats waiting longer than this for the network. */
const NETWORK_TIMEOUT_MS = 5000;

const precacheName = (list: PrecacheList) => `${PRECACHE_PREFIX}${list.version}`;

/** Caches index.html and the shell's files of this build; any failure fails the install. */
export async function precacheApp(list: PrecacheList): Promise<void> {
  const cache = await caches.open(precacheName(list));
  const origin = self.location.origin;
  // Revalidated, so an index.html the browser still holds from another build is not taken.
  await cache.addAll(
    list.urls.map((path) => new Request(new URL(path, origin), { cache: 'no-cache' })),
  );
}

/** Deletes this worker's caches of other builds (never other caches of the origin). */
export async function deleteOldCaches(list: PrecacheList): Promise<void> {
  const keep = new Set([precacheName(list), RUNTIME_CACHE]);
  const names = await caches.keys();
  const ours = (name: string) =>
    name.startsWith(PRECACHE_PREFIX) || name.startsWith(RUNTIME_PREFIX);
  await Promise.all(
    names.filter((name) => ours(name) && !keep.has(name)).map((name) => caches.delete(name)),
  );
}

/** A whole, same-origin, successful answer: the only kind worth keeping. */
function isCacheable(response: Response): boolean {
  return response.status === 200 && response.type === 'basic';
}

async function putInRuntimeCache(key: string, response: Response): Promise<void> {
  const cache = await caches.open(RUNTIME_CACHE);
  await cache.put(key, response);
  const keys = await cache.keys();
  const excess = keys.length - RUNTIME_CACHE_MAX_ENTRIES;
  if (excess > 0) await Promise.all(keys.slice(0, excess).map((old) => cache.delete(old)));
}

/** The runtime cache's copy first (the newest seen), then this build's. */
async function cached(key: string, list: PrecacheList): Promise<Response | undefined> {
  const runtime = await caches.open(RUNTIME_CACHE);
  const precache = await caches.open(precacheName(list));
  return (await runtime.match(key)) ?? (await precache.match(key));
}

async function cacheFirst(request: Request, key: string, list: PrecacheList): Promise<Response> {
  const hit = await cached(key, list);
  if (hit) return hit;
  const response = await fetch(request);
  if (isCacheable(response)) await putInRuntimeCache(key, response.clone());
  return response;
}

const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The network's answer (kept for later), or the cached copy when the network fails or is slower
 * than NETWORK_TIMEOUT_MS. Without a copy, the network's answer or failure, however late.
 */
async function networkFirst(
  request: Request,
  key: string,
  list: PrecacheList,
  accept: (response: Response) => boolean,
): Promise<Response> {
  const network = fetch(request).then(async (response) => {
    if (isCacheable(response) && accept(response)) await putInRuntimeCache(key, response.clone());
    return response;
  });
  // Settled either way, so a failure after the cached copy was sent is not reported as unhandled.
  network.catch(() => undefined);
  const slow = after(NETWORK_TIMEOUT_MS).then(() => cached(key, list));
  try {
    const first = await Promise.race([network, slow]);
    return first ?? (await network);
  } catch (error) {
    const copy = await cached(key, list);
    if (copy) return copy;
    throw error;
  }
}

const isHtml = (response: Response) =>
  response.headers.get('content-type')?.startsWith('text/html') ?? false;

/** The answer to a request the strategy handles (never called for `network-only`). */
export function respond(
  request: Request,
  strategy: Exclude<CachingStrategy, 'network-only'>,
  list: PrecacheList,
): Promise<Response> {
  const key = cacheKeyFor(new URL(request.url), strategy);
  switch (strategy) {
    case 'cache-first':
      return cacheFirst(request, key, list);
    case 'network-first':
      return networkFirst(request, key, list, () => true);
    case 'app-shell':
      // A page of the app is always index.html; anything else (a 404 page) is not the shell.
      return networkFirst(request, key, list, isHtml);
  }
}

/**
 * Caches files the page loaded before this worker controlled it (the first visit), so that
 * visit's remotes open offline too. Only what the rules would cache, and only once.
 */
export async function cacheLoadedFiles(urls: unknown, list: PrecacheList): Promise<void> {
  if (!Array.isArray(urls)) return;
  const origin = self.location.origin;
  const wanted = urls.flatMap((href) => {
    if (typeof href !== 'string') return [];
    try {
      const url = new URL(href, origin);
      const strategy = cachingStrategyFor(url, { method: 'GET', mode: 'no-cors' }, origin);
      const cacheable = strategy === 'cache-first' || strategy === 'network-first';
      return cacheable ? [{ url, key: cacheKeyFor(url, strategy) }] : [];
    } catch {
      return [];
    }
  });
  await Promise.all(
    wanted.map(async ({ url, key }) => {
      if (await cached(key, list)) return;
      const response = await fetch(url).catch(() => null);
      if (response && isCacheable(response)) await putInRuntimeCache(key, response);
    }),
  );
}
