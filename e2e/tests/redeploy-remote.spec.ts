import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { webRoot } from '../support/environment.js';
import { buildRemoteVariant, deployRemote } from '../support/rebuild-remote.js';

const shellScripts = (html: string) =>
  [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);

test('rebuilding one remote alone changes what the running app shows', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const shellBefore = shellScripts(await (await request.get('/')).text());
  await page.goto('/admin');
  await expect(page.getByTestId('page-admin')).toContainText(
    'Monitor users, resources, and system usage',
  );

  const built = await buildRemoteVariant('mf-admin', (src) => {
    const file = path.join(src, 'pages/admin-page.tsx');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        'Monitor users, resources, and system usage',
        'Monitor users, resources, and system usage (redeployed)',
      ),
    );
  });
  deployRemote(built, path.join(webRoot, 'mf-admin/dist'));

  await page.reload();
  await expect(page.getByTestId('page-admin')).toContainText('(redeployed)');
  // The shell itself is the very same build.
  expect(shellScripts(await (await request.get('/')).text())).toEqual(shellBefore);
});
