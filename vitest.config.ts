import { defineConfig } from 'vitest/config';

// One run for every front-end project: component and unit tests sit beside the code.
export default defineConfig({
  resolve: { conditions: ['source'] },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: [
      '{libs,shell,mf-goals,mf-habits,mf-reviews,mf-vision,mf-admin}/**/src/**/*.test.{ts,tsx}',
      'tools/rspack/*.test.mjs',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'jsdom',
    globals: true,
    setupFiles: ['tools/vitest/setup.ts'],
    css: false,
    restoreMocks: true,
  },
});
