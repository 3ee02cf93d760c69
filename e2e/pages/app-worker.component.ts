import { expect, type Page } from '@playwright/test';

/** The shell's service worker as a page sees it: who controls the page, what it cached. */
export class AppWorker {
  constructor(readonly page: Page) {}

  /** The worker has installed (the shell is cached) and answers this page's requests. */
  async expectControlling(): Promise<void> {
    await expect
      .poll(() => this.page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toMatch(/\/sw\.js$/);
  }

  /** Paths in the worker's caches (all of them). */
  cachedPaths(): Promise<string[]> {
    return this.page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
      }
      return paths;
    });
  }

  /** The body the worker's caches hold for `path`, if any. */
  cachedText(path: string): Promise<string | null> {
    return this.page.evaluate(async (key) => {
      const response = await caches.match(key);
      return response ? response.text() : null;
    }, path);
  }

  async expectCached(path: string): Promise<void> {
    await expect.poll(() => this.cachedPaths()).toContain(path);
  }
}
