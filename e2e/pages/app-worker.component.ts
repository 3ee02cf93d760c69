import { expect, type Page } from '@playwright/test';

/** The shell's service worker as a page sees it: who controls the page, what it cached. */
export class AppWorker {
  constructor(readonly page: Page) {}

  /**
   * The worker has installed (the shell is cached) and answers this page's requests. Installing
   * downloads the whole shell, which on a busy machine takes longer than an ordinary wait. A
   * failure says where the registration stands (an install that failed leaves none active).
   */
  async expectControlling(): Promise<void> {
    await expect
      .poll(
        () =>
          this.page.evaluate(async () => {
            const controller = navigator.serviceWorker.controller?.scriptURL;
            if (controller) return `controlled by ${new URL(controller).pathname}`;
            const registration = await navigator.serviceWorker.getRegistration();
            const states = ['installing', 'waiting', 'active'] as const;
            return `not controlled; registration: ${
              registration
                ? states.map((key) => `${key} ${registration[key]?.state ?? '-'}`).join(', ')
                : 'none'
            }`;
          }),
        { timeout: 20_000 },
      )
      .toBe('controlled by /sw.js');
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
