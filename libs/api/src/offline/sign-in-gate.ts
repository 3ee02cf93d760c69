/** Thrown into writes that belonged to a person who is no longer the one signed in. */
export class WriteDiscardedError extends Error {
  override readonly name = 'WriteDiscardedError';
  constructor() {
    super('The write belonged to an earlier session on this device');
  }
}

type Waiter = { resolve: () => void; reject: (error: Error) => void };

/**
 * Writes kept on the device wait here while nobody is signed in (after a 401 ended the
 * session): they go on when the same person signs in again, and are discarded when someone
 * else does. Open until told otherwise, so a page that never signs out never waits.
 */
export function createSignInGate() {
  let open = true;
  let waiters: Waiter[] = [];
  return {
    isOpen: () => open,
    /** Resolves at once while open, else when the gate next opens. */
    passed(): Promise<void> {
      if (open) return Promise.resolve();
      return new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
    },
    close(): void {
      open = false;
    },
    open(): void {
      open = true;
      const waiting = waiters;
      waiters = [];
      for (const waiter of waiting) waiter.resolve();
    },
    /** The writes waiting now are someone else's: they fail with WriteDiscardedError. */
    discardWaiting(): void {
      const waiting = waiters;
      waiters = [];
      for (const waiter of waiting) waiter.reject(new WriteDiscardedError());
    },
  };
}

export type SignInGate = ReturnType<typeof createSignInGate>;

/** The app's one gate, shared like the query client. */
export const signInGate = createSignInGate();
