import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
// jsdom lacks layout APIs (ResizeObserver, pointer capture) that Radix primitives call.
import '../../libs/ui/src/test/dom-polyfills';
import { preloadOverlays } from '../../libs/ui/src/overlays/load-overlays';

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

// Dialogs, menus and tooltips render at once when their Radix code is in, as after the first
// opening in the app. Only component tests (.tsx) render them; tests of the loading itself
// import fresh copies that start without the code.
const rendersComponents = /\.tsx$/.test(expect.getState().testPath ?? '');
if (typeof window !== 'undefined' && rendersComponents) await preloadOverlays();
