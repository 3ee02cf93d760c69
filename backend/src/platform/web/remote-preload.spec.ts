import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { REMOTE_FOLDERS } from '../config/app-config.js';
import { remotePreload } from './remote-preload.js';

const defaultUrls = Object.fromEntries(
  Object.entries(REMOTE_FOLDERS).map(([name, folder]) => [
    name,
    `/remotes/${folder}/remoteEntry.js`,
  ]),
) as Record<keyof typeof REMOTE_FOLDERS, string>;

const habitsBuild = { routes: { js: ['1.aaaaaaaa.js'], css: [] } };

describe('remotePreload', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'remote-preload-'));
    await mkdir(path.join(root, 'mf-habits', 'dist'), { recursive: true });
    await writeFile(
      path.join(root, 'mf-habits', 'dist', 'exposed-files.json'),
      JSON.stringify(habitsBuild),
    );
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  it("lists a built remote's files under its path on this server", async () => {
    const preload = await remotePreload({
      remoteUrls: defaultUrls,
      serveWeb: true,
      webDistRoot: root,
    });
    expect(preload).toEqual({
      mf_habits: { routes: { js: ['/remotes/mf-habits/1.aaaaaaaa.js'], css: [] } },
    });
  });

  it('lists nothing for a remote served from elsewhere, nor when no files are served', async () => {
    const elsewhere = {
      ...defaultUrls,
      mf_habits: 'https://cdn.example.com/habits/remoteEntry.js',
    };
    expect(
      await remotePreload({ remoteUrls: elsewhere, serveWeb: true, webDistRoot: root }),
    ).toEqual({});
    expect(
      await remotePreload({ remoteUrls: defaultUrls, serveWeb: false, webDistRoot: root }),
    ).toEqual({});
  });
});
