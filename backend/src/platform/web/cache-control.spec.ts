import { describe, expect, it } from '@jest/globals';
import { APP_ICON, IMMUTABLE, NO_CACHE, cacheControlFor } from './cache-control.js';

describe('cacheControlFor', () => {
  it.each([
    'index.html',
    'remoteEntry.js',
    'mf-manifest.json',
    'sw.js',
    '/srv/web/mf-goals/dist/remoteEntry.js',
  ])('revalidates the entry file %s', (file) => {
    expect(cacheControlFor(file)).toBe(NO_CACHE);
  });

  it.each([
    'main.3f9a1c2b.js',
    '123.ab12cd34.js',
    'static/js/async/456.0a1b2c3d4e5f6a7b.js',
    'vendors-node_modules_react.3F9A1C2B.css',
    '/srv/web/shell/dist/static/media/logo.deadbeef.svg',
  ])('keeps the hashed file %s for a year', (file) => {
    expect(cacheControlFor(file)).toBe(IMMUTABLE);
  });

  it.each([
    'favicon.ico',
    'robots.txt',
    'main.js',
    'app.v2.js',
    'chunk.1234567.js',
    'main.3f9a1c2bjs',
    'manifest.webmanifest',
    '/srv/web/shell/dist/icons/readme.txt',
  ])('revalidates the unhashed file %s', (file) => {
    expect(cacheControlFor(file)).toBe(NO_CACHE);
  });
});

describe('cacheControlFor: install icons', () => {
  it.each(['/srv/web/shell/dist/icons/icon-192.png', 'icons/icon-maskable-512.png'])(
    'keeps the icon %s for a week',
    (file) => {
      expect(cacheControlFor(file)).toBe(APP_ICON);
    },
  );
});
