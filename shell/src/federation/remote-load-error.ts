import type { RemoteName } from '@goalcoach/contracts';

/** A remote's code could not be fetched or evaluated (as opposed to a crash while rendering). */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';

  constructor(
    readonly remote: RemoteName | string,
    override readonly cause: unknown,
  ) {
    super(
      `The ${remote} module could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
  }
}

/** By name, not instanceof: the error may come from another copy of this module (plugin, tests). */
export function isRemoteLoadError(error: unknown): error is RemoteLoadError {
  return error instanceof Error && error.name === 'RemoteLoadError';
}
