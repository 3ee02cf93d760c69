import { describe, expect, it } from 'vitest';
import { cacheKeyFor, cachingStrategyFor, type RequestKind } from './caching-strategy';

const origin = 'https://coach.example';
const get: RequestKind = { method: 'GET', mode: 'no-cors' };
const page: RequestKind = { method: 'GET', mode: 'navigate' };
const strategyOf = (path: string, request: RequestKind = get) =>
  cachingStrategyFor(new URL(path, origin), request, origin);

describe('cachingStrategyFor', () => {
  it.each(['/', '/habits', '/goals/123', '/reviews/2025-01-01', '/landing?from=push'])(
    'answers the page %s with the app shell',
    (path) => {
      expect(strategyOf(path, page)).toBe('app-shell');
    },
  );

  it.each(['/api/docs', '/api/export/archive', '/remotes/mf-goals/remoteEntry.js', '/sw.js'])(
    'leaves the navigation to %s to the network',
    (path) => {
      expect(strategyOf(path, page)).toBe('network-only');
    },
  );

  it.each([
    '/main.46c87837.js',
    '/269.8f896522.css',
    '/remotes/mf-habits/456.f80a8876.js',
    '/remotes/mf-goals/static/media/logo.deadbeef.svg',
    '/landing-page.4ed2f2bf.js',
  ])('takes the content-hashed %s from the cache first', (path) => {
    expect(strategyOf(path)).toBe('cache-first');
  });

  it.each([
    '/remotes/mf-admin/remoteEntry.js',
    '/remotes/mf-admin/remoteEntry.js?attempt=2',
    '/remotes/mf-vision/mf-manifest.json',
    '/api/federation/manifest',
  ])('asks the network first for the entry file %s', (path) => {
    expect(strategyOf(path)).toBe('network-first');
  });

  it.each([
    '/api/goals',
    '/api/auth/user',
    '/api/config',
    '/api/federation/manifest/extra',
    '/api/vision/images/abc.1234abcd.png',
    '/sw.js',
    '/favicon.svg',
    '/manifest.webmanifest',
    '/main.js',
    '/chunk.1234567.js',
  ])('never caches %s', (path) => {
    expect(strategyOf(path)).toBe('network-only');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never caches a %s', (method) => {
    expect(strategyOf('/main.46c87837.js', { method, mode: 'cors' })).toBe('network-only');
    expect(strategyOf('/habits', { method, mode: 'navigate' })).toBe('network-only');
  });

  it('never caches another origin', () => {
    const url = new URL('https://cdn.example/remotes/mf-goals/remoteEntry.js');
    expect(cachingStrategyFor(url, get, origin)).toBe('network-only');
    const hashed = new URL('https://cdn.example/main.46c87837.js');
    expect(cachingStrategyFor(hashed, get, origin)).toBe('network-only');
  });
});

describe('cacheKeyFor', () => {
  it('keeps every page of the app under one index.html', () => {
    expect(cacheKeyFor(new URL('/habits?x=1', origin), 'app-shell')).toBe(`${origin}/index.html`);
  });

  it('drops the query of an entry file, so a retry finds the cached entry offline', () => {
    const url = new URL('/remotes/mf-admin/remoteEntry.js?attempt=3', origin);
    expect(cacheKeyFor(url, 'network-first')).toBe(`${origin}/remotes/mf-admin/remoteEntry.js`);
  });

  it('keys a hashed file by its whole address', () => {
    const url = new URL('/main.46c87837.js', origin);
    expect(cacheKeyFor(url, 'cache-first')).toBe(url.href);
  });
});
