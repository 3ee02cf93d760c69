import { lazy, type LazyExoticComponent } from 'react';
import { loadRemoteModule } from './remote-registry';
import type { RemoteModuleId, RemoteModules } from './remote-modules';

type RemoteComponent<K extends RemoteModuleId> = LazyExoticComponent<RemoteModules[K]['default']>;

type Loaded = { component: unknown; failed: boolean };
const loaded = new Map<RemoteModuleId, Loaded>();
const retried = new Set<RemoteModuleId>();

/**
 * One lazy component per exposed module, kept across mounts so showing it again does not
 * suspend again. It is only ever replaced by `forgetFailedRemote` (Retry): React re-renders a
 * failed transition, and a render that started a new load would loop.
 */
export function remoteComponent<K extends RemoteModuleId>(module: K): RemoteComponent<K> {
  const existing = loaded.get(module);
  if (existing) return existing.component as RemoteComponent<K>;
  const entry: Loaded = { component: null, failed: false };
  entry.component = lazy<RemoteModules[K]['default']>(() =>
    loadRemoteModule(module, { fresh: retried.has(module) }).catch((error: unknown) => {
      entry.failed = true;
      throw error;
    }),
  );
  loaded.set(module, entry);
  return entry.component as RemoteComponent<K>;
}

/** A lazy component remembers a failed load; dropping it lets the next render load afresh. */
export function forgetFailedRemote(module: RemoteModuleId): void {
  if (!loaded.get(module)?.failed) return;
  loaded.delete(module);
  retried.add(module);
}
