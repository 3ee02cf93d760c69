import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The install icons keep the names the web app manifest gives them (they are not hashed): a
 * week is long enough to spare phones the download and short enough for a new icon to arrive.
 */
export const APP_ICON = 'public, max-age=604800';

/**
 * Entry points that must always be revalidated, so a rebuilt remote shows at once (and a new
 * service worker is found at the next visit).
 */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'sw.js']);

/** `main.3f9a1c2b.js`, `123.ab12cd34.js`, `vendors.0a1b2c3d4e5f6a7b.css`: a dot-separated hex hash. */
const CONTENT_HASH = /\.[0-9a-f]{8,64}\./i;

/**
 * The Cache-Control header for a built front-end file. Files named after their content never
 * change, so browsers may keep them for a year; install icons for a week; everything else (the
 * web app manifest too) is revalidated (cheap: ETag).
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  if (CONTENT_HASH.test(name)) return IMMUTABLE;
  return isAppIcon(filePath) ? APP_ICON : NO_CACHE;
}

/** A PNG in the shell's `icons/` folder (shell/public/icons). */
function isAppIcon(filePath: string): boolean {
  return path.basename(path.dirname(filePath)) === 'icons' && filePath.endsWith('.png');
}
