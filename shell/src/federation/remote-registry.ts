import { apiClient } from '@goalcoach/api';
import type { RemoteManifest, RemoteName } from '@goalcoach/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './remote-load-error';
import { remoteNameOf, type RemoteModuleId, type RemoteModules } from './remote-modules';

let manifest: Promise<RemoteManifest> | null = null;

/** Remote URLs come from the backend at run time, so a remote redeploys without the shell. */
function loadManifest(): Promise<RemoteManifest> {
  manifest ??= apiClient
    .get<RemoteManifest>('/federation/manifest')
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
 * Loads one exposed module. `fresh` forgets an earlier failed attempt of that remote, so
 * Retry really fetches its entry again.
 */
export async function loadRemoteModule<K extends RemoteModuleId>(
  id: K,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<RemoteModules[K]> {
  const { remotes } = await loadManifest();
  const name: RemoteName = remoteNameOf(id);
  if (fresh) registerRemotes([{ name, entry: remotes[name] }], { force: true });
  const loaded = await loadRemote<RemoteModules[K]>(id);
  if (!loaded) throw new RemoteLoadError(name, new Error(`${id} is empty`));
  return loaded;
}
