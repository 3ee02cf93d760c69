/** A controllable window.matchMedia for prefers-color-scheme tests. */
export type MediaQueryMock = {
  setMatches: (matches: boolean) => void;
  listenerCount: () => number;
  restore: () => void;
};

export function mockMatchMedia(initialMatches: boolean): MediaQueryMock {
  const original = window.matchMedia;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  let matches = initialMatches;

  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches;
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;

  return {
    setMatches(next) {
      matches = next;
      for (const listener of [...listeners]) {
        listener({ matches: next, media: '(prefers-color-scheme: dark)' } as MediaQueryListEvent);
      }
    },
    listenerCount: () => listeners.size,
    restore() {
      window.matchMedia = original;
    },
  };
}
