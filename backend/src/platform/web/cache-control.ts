import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Entry points that must always be revalidated, so a rebuilt remote shows at once (and a new
 * service worker is found at the next visit).
 */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'sw.js']);

/** `main.3f9a1c2b.js`, `123.ab12cd34.js`, `vendors.0a1b2c3d4e5f6a7b.css`: a dot-separated hex hash. */
const CONTENT_HASH = /\.[0-9a-f]{8,64}\./i;

/**
 * The Cache-Control header for a built front-end file. Files named after their content never
 * change, so browsers may keep them for a year; everything else is revalidated (cheap: ETag).
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return CONTENT_HASH.test(name) ? IMMUTABLE : NO_CACHE;
}

/** An URL path whose last segment has an extension asks for a file, not for a page of the app. */
export function looksLikeFile(urlPath: string): boolean {
  const lastSegment = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(lastSegment);
}
