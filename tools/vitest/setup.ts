import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// jsdom lacks layout APIs (ResizeObserver, pointer capture) that Radix primitives call.
import '../../libs/ui/src/test/dom-polyfills';

afterEach(() => cleanup());

// jsdom lacks matchMedia; theme code listens to prefers-color-scheme through it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
