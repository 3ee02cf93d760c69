import { defineConfig } from '@playwright/test';
import { baseURL, chromiumArgs, chromiumPath } from './support/environment.js';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A journey's whole budget. Machines of this kind differ: on the slowest seen, Chromium ran
  // about three times slower and the longer journeys (an accessibility scan of several pages in
  // both themes, a check-in edited across two pages) took 25-35 s with two workers. A step that
  // hangs still fails at the expect timeout.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: '../test-results',
  // Journeys that change what the others rely on run after them: the invite-code journey
  // changes the one code every journey signs up with, the redeploy journey swaps the served
  // mf-admin build that the visual journey pictures (`--project=after-journeys --no-deps` runs
  // them by themselves).
  projects: [
    { name: 'journeys', grepInvert: /@after-journeys/ },
    { name: 'after-journeys', grep: /@after-journeys/, dependencies: ['journeys'] },
  ],
  use: {
    baseURL,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
