import { apiClient } from '@goalcoach/api';
import type { RemoteManifest, RemoteName } from '@goalcoach/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { preloadExposedFiles } from './preload-exposed-files';
import { RemoteLoadError } from './remote-load-error';
import { remoteNameOf, type RemoteModuleId, type RemoteModules } from './remote-modules';

/** A remote that has not answered by then is reported as unavailable rather than waited on. */
const REMOTE_LOAD_TIMEOUT_MS = 20_000;

let manifest: Promise<RemoteManifest> | null = null;
let freshLoads = 0;

/** Remote URLs come from the backend at run time, so a remote redeploys without the shell. */
function loadManifest(): Promise<RemoteManifest> {
  manifest ??= apiClient
    .get<RemoteManifest>('/federation/manifest', { timeout: REMOTE_LOAD_TIMEOUT_MS })
    .then(({ data }) => {
      registerRemotes(Object.entries(data.remotes).map(([name, entry]) => ({ name, entry })));
      return data;
    })
    .catch((error: unknown) => {
      manifest = null;
      throw new RemoteLoadError('manifest', error);
    });
  return manifest;
}

/**
 * A failed entry leaves its script element behind, and the runtime would wait on that dead
 * element again; a new address per fresh attempt makes it really fetch the entry again.
 * (Chunks still resolve next to the entry: the automatic public path ignores the query.)
 */
function freshEntry(entry: string): string {
  const url = new URL(entry, window.location.href);
  url.searchParams.set('attempt', String(++freshLoads));
  return url.href;
}

function withTimeout<T>(promise: Promise<T>, name: RemoteName): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RemoteLoadError(name, new Error('no answer in time'))),
      REMOTE_LOAD_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads one exposed module; a page's first data starts as soon as its code is here (see
 * `RemotePageModule`). `fresh` forgets an earlier failed attempt of that remote, so Retry
 * really fetches its entry again.
 */
export async function loadRemoteModule<K extends RemoteModuleId>(
  id: K,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<RemoteModules[K]> {
  const { remotes, preload } = await loadManifest();
  const name = remoteNameOf(id);
  preloadExposedFiles(preload?.[name]?.[id.slice(name.length + 1)]);
  if (fresh) registerRemotes([{ name, entry: freshEntry(remotes[name]) }], { force: true });
  const loaded = await withTimeout(loadRemote<RemoteModules[K]>(id), name);
  if (!loaded) throw new RemoteLoadError(name, new Error(`${id} is empty`));
  if ('preloadData' in loaded) loaded.preloadData?.(window.location);
  return loaded;
}
