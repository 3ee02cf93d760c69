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
  // The invite-code journey changes the one code every other journey signs up with: it runs
  // alone, after them (`--project=invite-code --no-deps` runs it by itself).
  projects: [
    { name: 'journeys', grepInvert: /@invite-code/ },
    { name: 'invite-code', grep: /@invite-code/, dependencies: ['journeys'] },
  ],
  use: {
    baseURL,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
