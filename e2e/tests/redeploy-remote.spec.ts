import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { AppWorker } from '../pages/app-worker.component.js';
import { webRoot } from '../support/environment.js';
import { deployRemote, REDEPLOY_MARKER } from '../support/rebuild-remote.js';

const shellScripts = (html: string) =>
  [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);

test(
  'rebuilding one remote alone changes what the running app shows',
  { tag: '@after-journeys' },
  async ({ adminPage: page, request }) => {
    const rebuilt = process.env.E2E_REDEPLOYED_MF_ADMIN;
    if (!rebuilt) throw new Error('Global setup did not build the changed mf-admin');
    const worker = new AppWorker(page);
    const entry = '/remotes/mf-admin/remoteEntry.js';

    const shellBefore = shellScripts(await (await request.get('/')).text());
    await page.goto('/admin');
    await expect(page.getByTestId('page-admin')).toContainText(REDEPLOY_MARKER.from);
    // The service worker holds the shell and this remote: the next load comes from its caches.
    await worker.expectControlling();
    await worker.expectCached(entry);
    await page.reload();
    await expect(page.getByTestId('page-admin')).toContainText(REDEPLOY_MARKER.from);
    await expect(page.getByTestId('page-admin')).not.toContainText(REDEPLOY_MARKER.to);

    deployRemote(rebuilt, path.join(webRoot, 'mf-admin/dist'));

    // One ordinary reload, online: the worker asks the network for the entry first.
    await page.reload();
    await expect(page.getByTestId('page-admin')).toContainText(REDEPLOY_MARKER.to);
    // The shell itself is the very same build.
    expect(shellScripts(await (await request.get('/')).text())).toEqual(shellBefore);
    // And the worker now holds the new entry, for a start with no network.
    const deployed = readFileSync(path.join(webRoot, 'mf-admin/dist/remoteEntry.js'), 'utf8');
    await expect.poll(() => worker.cachedText(entry)).toBe(deployed);
  },
);
