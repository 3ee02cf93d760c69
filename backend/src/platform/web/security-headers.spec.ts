import { describe, expect, it } from '@jest/globals';
import {
  contentSecurityPolicy,
  docsContentSecurityPolicy,
  remoteOrigins,
} from './security-headers.js';

const sameOrigin = {
  mf_goals: '/remotes/mf-goals/remoteEntry.js',
  mf_habits: '/remotes/mf-habits/remoteEntry.js',
  mf_reviews: '/remotes/mf-reviews/remoteEntry.js',
  mf_vision: '/remotes/mf-vision/remoteEntry.js',
  mf_admin: '/remotes/mf-admin/remoteEntry.js',
};

describe('remoteOrigins', () => {
  it('is empty when every remote is served by us', () => {
    expect(remoteOrigins({ remoteUrls: sameOrigin })).toEqual([]);
  });

  it('lists each other origin once', () => {
    const remoteUrls = {
      ...sameOrigin,
      mf_goals: 'https://cdn.example.com/goals/remoteEntry.js',
      mf_habits: 'https://cdn.example.com/habits/remoteEntry.js',
      mf_admin: 'http://localhost:3105/remoteEntry.js',
    };
    expect(remoteOrigins({ remoteUrls })).toEqual([
      'https://cdn.example.com',
      'http://localhost:3105',
    ]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows the remote origins for scripts, styles and fetches', () => {
    const remoteUrls = { ...sameOrigin, mf_vision: 'https://vision.example.com/remoteEntry.js' };
    const csp = contentSecurityPolicy({ remoteUrls, publicUrl: 'http://localhost:3000' });

    expect(csp['script-src']).toEqual(["'self'", 'https://vision.example.com']);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://vision.example.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://vision.example.com']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['media-src']).toEqual(["'self'", 'blob:']);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('lets a remote dev server on this machine live-reload, and no other origin', () => {
    const remoteUrls = {
      ...sameOrigin,
      mf_habits: 'http://localhost:4202/remoteEntry.js',
      mf_vision: 'https://vision.example.com/remoteEntry.js',
    };
    const csp = contentSecurityPolicy({ remoteUrls, publicUrl: 'http://localhost:3000' });
    expect(csp['connect-src']).toEqual([
      "'self'",
      'http://localhost:4202',
      'https://vision.example.com',
      'ws://localhost:4202',
    ]);
  });

  it('upgrades insecure requests only behind https', () => {
    expect(
      contentSecurityPolicy({ remoteUrls: sameOrigin, publicUrl: 'http://192.168.1.5:3000' })[
        'upgrade-insecure-requests'
      ],
    ).toBeNull();
    expect(
      contentSecurityPolicy({ remoteUrls: sameOrigin, publicUrl: 'https://coach.example.com' })[
        'upgrade-insecure-requests'
      ],
    ).toEqual([]);
  });

  it('relaxes only images for the API docs', () => {
    const config = { remoteUrls: sameOrigin, publicUrl: 'http://localhost:3000' };
    const app = contentSecurityPolicy(config);
    const docs = docsContentSecurityPolicy(config);
    expect(docs['img-src']).toContain('https:');
    expect({ ...docs, 'img-src': app['img-src'] }).toEqual(app);
  });
});
