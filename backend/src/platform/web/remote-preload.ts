import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ExposedModuleFiles, RemoteManifest, RemoteName } from '@goalcoach/contracts';
import { type AppConfig, REMOTE_FOLDERS } from '../config/app-config.js';

/**
 * What a remote's build lists, by exposed module, beside its entry (written by
 * tools/rspack/exposed-files-plugin.mjs): file names relative to the entry.
 */
const EXPOSED_FILES = 'exposed-files.json';

type ExposedFilesList = Record<string, ExposedModuleFiles>;

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isExposedFilesList(value: unknown): value is ExposedFilesList {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((files: unknown) => {
      const { js, css } = (files ?? {}) as Partial<Record<'js' | 'css', unknown>>;
      return isStringList(js) && isStringList(css);
    })
  );
}

async function readExposedFiles(file: string): Promise<ExposedFilesList | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    return isExposedFilesList(parsed) ? parsed : null;
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
      const list = await readExposedFiles(
        path.join(config.webDistRoot, folder, 'dist', EXPOSED_FILES),
      );
      if (!list) return null;
      const exposes = Object.fromEntries(
        Object.entries(list).map(([expose, { js, css }]): [string, ExposedModuleFiles] => [
          expose,
          { js: js.map((file) => base + file), css: css.map((file) => base + file) },
        ]),
      );
      return [name, exposes] as const;
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}
