// `npm test`: every check of the project, in order, then one closing summary line.
// Stages: typecheck, lint, backend unit, backend integration (real PostgreSQL), front-end
// component tests, production build, browser journeys (real Chromium against `npm start`).
// `time-travel` is not among the default stages: it runs the date-sensitive specs at every
// moment of tools/time-travel (the default stages run them at its fast subset).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { bin, buildAll, repoRoot, run } from './workspace.mjs';

const reports = mkdtempSync(path.join(tmpdir(), 'goalcoach-test-'));
const only = process.argv.slice(2);
const results = [];

const since = (started) => Math.round((Date.now() - started) / 1000);

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A check that is one pass or one fail (lint, typecheck, build). */
async function check(name, task) {
  const started = Date.now();
  const code = await task();
  results.push({
    name,
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
    seconds: since(started),
  });
}

/** A test runner stage: counts come from its JSON report; a crash without a report counts as a failure. */
async function suite(name, task, count) {
  const started = Date.now();
  const code = await task();
  const counted = count();
  const failed = counted ? counted.failed : 0;
  results.push({
    name,
    passed: counted?.passed ?? 0,
    failed: code !== 0 && failed === 0 ? failed + 1 : failed,
    skipped: counted?.skipped ?? 0,
    seconds: since(started),
  });
}

const jestCounts = (file) => () => {
  const report = readJson(file);
  return (
    report && {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
      skipped: report.numPendingTests,
    }
  );
};

const jest = (project, file, { paths = [], env = {} } = {}) =>
  run(
    process.execPath,
    [
      '--experimental-vm-modules',
      `${repoRoot}node_modules/jest/bin/jest.js`,
      '--config',
      'backend/jest.config.mjs',
      '--selectProjects',
      project,
      '--json',
      `--outputFile=${file}`,
      // Jest's default is one worker per core but one: on two cores, one spec file at a time.
      // The specs wait on PostgreSQL and HTTP far more than on the CPU, each with its own
      // database and app, so two at once take about half the time.
      '--maxWorkers=2',
      // A spec whose app failed to start may leave a pool or a timer behind; the stage must
      // still end (and report that failure) instead of holding CI until its time runs out.
      '--forceExit',
      ...(paths.length ? ['--testPathPatterns', ...paths] : []),
    ],
    { env },
  );

const stages = {
  typecheck: () =>
    check('typecheck', () =>
      bin('nx', ['run-many', '-t', 'typecheck', '--parallel=2', '--outputStyle=static']),
    ),
  lint: () =>
    check(
      'lint',
      async () =>
        (await bin('eslint', ['.', '--max-warnings=0'])) ||
        (await bin('prettier', ['--check', '.', '--log-level=warn'])) ||
        // The import graph (no cycle, domains in their layers) and unused code: package.json's
        // lint:imports and lint:unused, so `npm run lint` and `npm test` check the same.
        (await run('npm', ['run', '--silent', 'lint:imports'])) ||
        run('npm', ['run', '--silent', 'lint:unused']),
    ),
  unit: () => {
    const file = path.join(reports, 'unit.json');
    return suite('backend unit', () => jest('unit', file), jestCounts(file));
  },
  integration: () => {
    const file = path.join(reports, 'integration.json');
    return suite('backend integration', () => jest('integration', file), jestCounts(file));
  },
  components: () => vitestSuite('front-end components'),
  build: () => check('production build', () => buildAll()),
  e2e: () => journeySuite('browser journeys'),
  // The date-sensitive specs of the three runners at every moment, not only the fast subset.
  'time-travel': async () => {
    const env = { TIME_TRAVEL: 'all' };
    const file = path.join(reports, 'time-travel-backend.json');
    await suite(
      'time-travel backend',
      () => jest('integration', file, { paths: [TIME_TRAVEL_FILES], env }),
      jestCounts(file),
    );
    await vitestSuite('time-travel components', { filter: TIME_TRAVEL_FILES, env });
    if ((await buildAll()) !== 0) {
      results.push({ name: 'time-travel build', passed: 0, failed: 1, seconds: 0 });
      return;
    }
    await journeySuite('time-travel journeys', { filter: TIME_TRAVEL_FILES, env });
  },
};

/** Specs of the time-travel set are named for it, in every runner: `…/time-travel/…`. */
const TIME_TRAVEL_FILES = 'time-travel';

function vitestSuite(name, { filter, env } = {}) {
  const file = path.join(reports, `${name.replaceAll(' ', '-')}.json`);
  return suite(
    name,
    () =>
      bin(
        'vitest',
        [
          'run',
          ...(filter ? [filter] : []),
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${file}`,
        ],
        { env },
      ),
    jestCounts(file),
  );
}

function journeySuite(name, { filter, env = {} } = {}) {
  const file = path.join(reports, `${name.replaceAll(' ', '-')}.json`);
  return suite(
    name,
    async () => {
      const chromium = ensureChromium();
      if (!chromium) return 1;
      return bin(
        'playwright',
        ['test', '--config', 'e2e/playwright.config.ts', ...(filter ? [filter] : [])],
        { env: { ...env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: file } },
      );
    },
    () => {
      const stats = readJson(file)?.stats;
      return (
        stats && {
          passed: stats.expected + stats.flaky,
          failed: stats.unexpected,
          skipped: stats.skipped,
        }
      );
    },
  );
}

/** `npm test` alone runs every stage but the time-travel set (whose fast subset they include). */
const DEFAULT_STAGES = Object.keys(stages).filter((name) => name !== 'time-travel');

const selected = only.length ? only : DEFAULT_STAGES;
for (const name of selected) {
  if (!stages[name]) {
    console.error(`Unknown stage "${name}". Stages: ${Object.keys(stages).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n━━ ${name} ━━`);
  await stages[name]();
}
rmSync(reports, { recursive: true, force: true });

console.log('\n━━ summary ━━');
for (const r of results) {
  const mark = r.failed ? 'FAIL' : 'ok  ';
  const counts = `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`;
  console.log(`${mark} ${r.name.padEnd(22)} ${counts} (${r.seconds} s)`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const skipped = results.reduce((n, r) => n + (r.skipped ?? 0), 0);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
