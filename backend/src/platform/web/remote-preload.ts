import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ExposedModuleFiles, RemoteManifest, RemoteName } from '@goalcoach/contracts';
import { type AppConfig, REMOTE_FOLDERS } from '../config/app-config.js';

/** The part of a remote's build manifest (`mf-manifest.json`) read here. */
type BuildManifest = {
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
};

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** `value[key]` of an object, else undefined: for reading JSON of unknown shape. */
const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

const syncFiles = (expose: unknown, kind: 'js' | 'css'): unknown =>
  field(field(field(expose, 'assets'), kind), 'sync');

function isBuildManifest(value: unknown): value is BuildManifest {
  const exposes = field(value, 'exposes');
  return (
    Array.isArray(exposes) &&
    exposes.every(
      (expose: unknown) =>
        typeof field(expose, 'name') === 'string' &&
        isStringList(syncFiles(expose, 'js')) &&
        isStringList(syncFiles(expose, 'css')),
    )
  );
}

async function readBuildManifest(file: string): Promise<BuildManifest | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    return isBuildManifest(parsed) ? parsed : null;
  } catch {
    return null; // not built yet, or being rebuilt: the remote loads as it would without
  }
}

/**
 * The files each exposed module of the remotes served from this server's `/remotes/` needs
 * first, read from their builds at each call (a rebuilt remote counts at once). A remote
 * served from elsewhere, or not built, has none: the shell then loads it as it always could.
 */
export async function remotePreload(
  config: Pick<AppConfig, 'remoteUrls' | 'serveWeb' | 'webDistRoot'>,
): Promise<RemoteManifest['preload']> {
  if (!config.serveWeb) return {};
  const entries = await Promise.all(
    (Object.entries(REMOTE_FOLDERS) as [RemoteName, string][]).map(async ([name, folder]) => {
      const base = `/remotes/${folder}/`;
      if (config.remoteUrls[name] !== `${base}remoteEntry.js`) return null;
      const manifest = await readBuildManifest(
        path.join(config.webDistRoot, folder, 'dist', 'mf-manifest.json'),
      );
      if (!manifest) return null;
      const exposes = Object.fromEntries(
        manifest.exposes.map(({ name: expose, assets }): [string, ExposedModuleFiles] => [
          expose,
          {
            js: assets.js.sync.map((file) => base + file),
            css: assets.css.sync.map((file) => base + file),
          },
        ]),
      );
      return [name, exposes] as const;
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}
