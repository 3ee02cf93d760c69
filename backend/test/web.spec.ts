import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as httpRequest } from 'node:http';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type TestApp, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_BUILT = 'The web app is not built yet: run "npm run build".';

/** A fake build: the shell and one remote (mf-goals); the other remotes are missing. */
async function writeFakeBuild(root: string): Promise<void> {
  const files: Record<string, string> = {
    'shell/dist/index.html': '<!doctype html><title>GoalCoach</title>',
    'shell/dist/main.3f9a1c2b.js': 'console.log("shell")',
    'shell/dist/favicon.ico': 'icon',
    'shell/dist/sw.js': 'self.addEventListener("push", () => {})',
    'shell/dist/manifest.webmanifest': '{"name":"GoalCoach","start_url":"/"}',
    'shell/dist/icons/icon-192.png': 'png bytes',
    'mf-goals/dist/remoteEntry.js': 'var mf_goals = {}',
    'mf-goals/dist/mf-manifest.json': '{"name":"mf_goals"}',
    'mf-goals/dist/exposed-files.json': JSON.stringify({
      HomePage: {
        js: ['515.70ce1fc1.js', '__federation_expose_HomePage.99c1f86d.js'],
        css: ['866.d9ef676b.css'],
      },
    }),
    // A remote caught half-written by its build: no preload, and no error.
    'mf-vision/dist/exposed-files.json': '{"routes":{"js":["1.',
    'mf-goals/dist/123.ab12cd34.js': 'chunk',
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  // The build's compressed copies of its larger text files (tools/rspack/precompress-plugin).
  for (const file of ['shell/dist/main.3f9a1c2b.js', 'shell/dist/sw.js']) {
    await writeFile(path.join(root, `${file}.br`), brotliCompressSync(files[file] ?? ''));
    await writeFile(path.join(root, `${file}.gz`), gzipSync(files[file] ?? ''));
  }
}

/** GET with exactly this Accept-Encoding (fetch sets and undoes its own): status, headers, raw bytes. */
function rawGet(
  baseUrl: string,
  urlPath: string,
  acceptEncoding: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${baseUrl}${urlPath}`,
      { headers: { 'accept-encoding': acceptEncoding, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('web', () => {
  let db: TestDatabase;
  let webRoot: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    webRoot = await mkdtemp(path.join(tmpdir(), 'goalcoach-web-'));
    await writeFakeBuild(webRoot);
  });

  afterAll(async () => {
    await rm(webRoot, { recursive: true, force: true });
    await db.drop();
  });

  describe('runtime configuration', () => {
    it('serves the defaults, never cached', async () => {
      const app = await startTestApp({ DATABASE_URL: db.url });
      try {
        const config = await app.get('/api/config');
        expect(config.status).toBe(200);
        expect(config.headers.get('cache-control')).toBe('no-cache');
        expect(await config.json()).toEqual({
          feedbackUrl: null,
          environment: 'test',
        });

        const manifest = await app.get('/api/federation/manifest');
        expect(manifest.headers.get('cache-control')).toBe('no-cache');
        expect(await manifest.json()).toEqual({
          remotes: {
            mf_goals: '/remotes/mf-goals/remoteEntry.js',
            mf_habits: '/remotes/mf-habits/remoteEntry.js',
            mf_reviews: '/remotes/mf-reviews/remoteEntry.js',
            mf_vision: '/remotes/mf-vision/remoteEntry.js',
            mf_admin: '/remotes/mf-admin/remoteEntry.js',
          },
          // Only the API is served here: no remote's files to preload.
          preload: {},
        });
      } finally {
        await app.close();
      }
    });

    it('follows the environment', async () => {
      const app = await startTestApp({
        DATABASE_URL: db.url,
        NODE_ENV: 'production',
        FEEDBACK_URL: 'https://forms.example.com/beta',
        REMOTE_URL_MF_HABITS: 'https://cdn.example.com/habits/v7/remoteEntry.js',
      });
      try {
        expect(await (await app.get('/api/config')).json()).toEqual({
          feedbackUrl: 'https://forms.example.com/beta',
          environment: 'production',
        });
        const { remotes } = (await (await app.get('/api/federation/manifest')).json()) as {
          remotes: Record<string, string>;
        };
        expect(remotes.mf_habits).toBe('https://cdn.example.com/habits/v7/remoteEntry.js');
        expect(remotes.mf_goals).toBe('/remotes/mf-goals/remoteEntry.js');
      } finally {
        await app.close();
      }
    });
  });

  describe('built front end', () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startTestApp({ DATABASE_URL: db.url, SERVE_WEB: 'true', WEB_DIST_ROOT: webRoot });
    });

    afterAll(async () => {
      await app.close();
    });

    it("serves the shell's index.html at / without caching", async () => {
      const response = await app.get('/');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await response.text()).toContain('<title>GoalCoach</title>');
    });

    it('lists the files each exposed module of a built remote needs first, beside its entry', async () => {
      const { preload } = (await (await app.get('/api/federation/manifest')).json()) as {
        preload: Record<string, unknown>;
      };
      expect(preload).toEqual({
        mf_goals: {
          HomePage: {
            js: [
              '/remotes/mf-goals/515.70ce1fc1.js',
              '/remotes/mf-goals/__federation_expose_HomePage.99c1f86d.js',
            ],
            css: ['/remotes/mf-goals/866.d9ef676b.css'],
          },
        },
      });
    });

    it("has a browser that was signed in ask for the session and the remotes' addresses with the page", async () => {
      const visitor = await app.get('/habits');
      expect(visitor.headers.get('link')).toBeNull();
      const returning = await app.get('/habits', { headers: { cookie: 'gc_signed_in=1' } });
      expect(returning.status).toBe(200);
      expect(returning.headers.get('link')).toBe(
        '</api/auth/user>; rel=preload; as=fetch; crossorigin=use-credentials, ' +
          '</api/federation/manifest>; rel=preload; as=fetch; crossorigin=use-credentials',
      );
      // Files are files: no page, no preload.
      const file = await app.get('/main.3f9a1c2b.js', { headers: { cookie: 'gc_signed_in=1' } });
      expect(file.headers.get('link')).toBeNull();
    });

    it.each(['/goals', '/goals/123/milestones', '/reviews/2025-01-01'])(
      'answers the page %s with index.html (SPA fallback)',
      async (page) => {
        const response = await app.get(page);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(await response.text()).toContain('<title>GoalCoach</title>');
      },
    );

    it('lets browsers keep hashed files for a year', async () => {
      const shell = await app.get('/main.3f9a1c2b.js');
      expect(shell.status).toBe(200);
      expect(shell.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(await shell.text()).toBe('console.log("shell")');

      const chunk = await app.get('/remotes/mf-goals/123.ab12cd34.js');
      expect(chunk.status).toBe(200);
      expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE);
    });

    it("sends the build's brotli or gzip copy the browser accepts, else the file itself", async () => {
      const shell = 'console.log("shell")';
      const brotli = await rawGet(app.baseUrl, '/main.3f9a1c2b.js', 'gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.headers['content-type']).toMatch(/javascript/);
      expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
      expect(brotli.body).toEqual(brotliCompressSync(shell));

      const gzip = await rawGet(app.baseUrl, '/main.3f9a1c2b.js', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(shell);

      const plain = await rawGet(app.baseUrl, '/main.3f9a1c2b.js', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body.toString()).toBe(shell);

      // The service worker's copy keeps the worker's own headers.
      const worker = await rawGet(app.baseUrl, '/sw.js', 'br');
      expect(worker.headers['content-encoding']).toBe('br');
      expect(worker.headers['service-worker-allowed']).toBe('/');
      expect(worker.headers['cache-control']).toBe('no-cache');
    });

    it('compresses API answers above 1 KiB, and leaves small ones as they are', async () => {
      // The OpenAPI document is large JSON; the health answer is small.
      const large = await rawGet(app.baseUrl, '/api/docs/openapi.json', 'br, gzip');
      expect(large.status).toBe(200);
      expect(large.headers['content-encoding']).toBe('br');
      expect(large.headers.vary).toMatch(/accept-encoding/i);
      const gzip = await rawGet(app.baseUrl, '/api/docs/openapi.json', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.body).toString())).toHaveProperty('openapi');
      const small = await rawGet(app.baseUrl, '/api/health/live', 'br, gzip');
      expect(small.headers['content-encoding']).toBeUndefined();
    });

    it('serves the service worker at /sw.js, revalidated, allowed to control the whole app', async () => {
      const worker = await app.get('/sw.js');
      expect(worker.status).toBe(200);
      expect(worker.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
      expect(worker.headers.get('cache-control')).toBe('no-cache');
      expect(worker.headers.get('service-worker-allowed')).toBe('/');
      expect(await worker.text()).toBe('self.addEventListener("push", () => {})');

      const other = await app.get('/main.3f9a1c2b.js');
      expect(other.headers.get('service-worker-allowed')).toBeNull();
    });

    it('serves the web app manifest as application/manifest+json, revalidated', async () => {
      const manifest = await app.get('/manifest.webmanifest');
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      expect(await manifest.json()).toEqual({ name: 'GoalCoach', start_url: '/' });
    });

    it('lets browsers keep the install icons for a week', async () => {
      const icon = await app.get('/icons/icon-192.png');
      expect(icon.status).toBe(200);
      expect(icon.headers.get('content-type')).toBe('image/png');
      expect(icon.headers.get('cache-control')).toBe('public, max-age=604800');
    });

    it("revalidates the remotes' entry files and other unhashed files", async () => {
      for (const file of [
        '/remotes/mf-goals/remoteEntry.js',
        '/remotes/mf-goals/mf-manifest.json',
        '/favicon.ico',
      ]) {
        const response = await app.get(file);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-cache');
      }
    });

    it('answers 404 for missing files, missing remotes and unknown folders', async () => {
      for (const file of [
        '/missing.js',
        '/remotes/mf-goals/missing.js',
        '/remotes/mf-habits/remoteEntry.js',
        '/remotes/mf-unknown/remoteEntry.js',
        '/remotes/mf-goals/',
        '/remotes',
      ]) {
        const response = await app.get(file);
        expect({ file, status: response.status }).toEqual({ file, status: 404 });
        expect(response.headers.get('cache-control')).not.toBe(IMMUTABLE);
      }
    });

    it('never serves files outside the dist folders', async () => {
      const attempts = [
        '/remotes/mf-goals/..%2F..%2Fshell%2Fdist%2Findex.html',
        '/remotes/mf-goals/%2e%2e/%2e%2e/shell/dist/index.html',
        '/remotes/..%2Fshell/dist/index.html',
        '/..%2F..%2Fetc%2Fpasswd.txt',
      ];
      for (const attempt of attempts) {
        const response = await app.get(attempt);
        expect({ attempt, refused: [403, 404].includes(response.status) }).toEqual({
          attempt,
          refused: true,
        });
        expect(await response.text()).not.toContain('GoalCoach');
      }
    });

    it('still answers unknown API paths with a JSON 404', async () => {
      const response = await app.get('/api/no-such-endpoint');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ statusCode: 404, message: 'Not found' });
    });

    it('serves a rebuilt remote at once', async () => {
      await mkdir(path.join(webRoot, 'mf-vision', 'dist'), { recursive: true });
      await writeFile(
        path.join(webRoot, 'mf-vision', 'dist', 'remoteEntry.js'),
        'var mf_vision = {}',
      );

      const response = await app.get('/remotes/mf-vision/remoteEntry.js');
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('var mf_vision = {}');
    });
  });

  it('answers 503 with a hint while the shell is not built', async () => {
    const emptyRoot = await mkdtemp(path.join(tmpdir(), 'goalcoach-web-empty-'));
    const app = await startTestApp({
      DATABASE_URL: db.url,
      SERVE_WEB: 'true',
      WEB_DIST_ROOT: emptyRoot,
    });
    try {
      for (const page of ['/', '/goals']) {
        const response = await app.get(page);
        expect(response.status).toBe(503);
        expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
        expect(await response.text()).toBe(NOT_BUILT);
      }
      expect((await app.get('/api/health/live')).status).toBe(200);
      expect((await app.get('/remotes/mf-goals/remoteEntry.js')).status).toBe(404);
    } finally {
      await app.close();
      await rm(emptyRoot, { recursive: true, force: true });
    }
  });

  it('serves only the API when SERVE_WEB is false', async () => {
    const app = await startTestApp({
      DATABASE_URL: db.url,
      SERVE_WEB: 'false',
      WEB_DIST_ROOT: webRoot,
    });
    try {
      const response = await app.get('/');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ statusCode: 404, message: 'Not found' });
      expect((await app.get('/remotes/mf-goals/remoteEntry.js')).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
