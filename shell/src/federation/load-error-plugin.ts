import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isRemoteLoadError, RemoteLoadError } from './remote-load-error';

/**
 * Turns every failure to fetch or start a remote into one error type, so the page boundary
 * can tell "this part is unavailable" from "this part crashed", and logs it once.
 */
export default function loadErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'goalcoach-load-error',
    errorLoadRemote({ id, error, remote }) {
      const name = remote?.name ?? id.split('/')[0] ?? id;
      console.warn(`[federation] ${id} failed to load`, error);
      throw isRemoteLoadError(error) ? error : new RemoteLoadError(name, error);
    },
  };
}
