import { createGoalWithPlan } from '../support/goals-api.js';
import { expect, test } from '../support/fixtures.js';
import { kib, scriptsOfFirstRender } from '../support/first-render-scripts.js';

/**
 * What a phone downloads before it can show a page, in KiB of gzipped JavaScript: the shell's
 * first render (the landing page) and each remote's entry and first page.
 */
const SHELL_FIRST_RENDER_BUDGET_KIB = 150;
const REMOTE_FIRST_PAGE_BUDGET_KIB = 60;

test('the landing page’s first render stays within the shell’s budget', async ({ page }) => {
  const scripts = await scriptsOfFirstRender(page, '/landing');
  expect(scripts.length, 'scripts of the first render').toBeGreaterThan(0);
  expect(kib(scripts), scripts.map((s) => s.path).join(' ')).toBeLessThanOrEqual(
    SHELL_FIRST_RENDER_BUDGET_KIB,
  );
});

test('each remote’s entry and first page stay within the remotes’ budget', async ({
  adminPage: page,
}) => {
  const goal = await createGoalWithPlan(page, {
    goal: 'Read twelve books this year',
    why: 'Reading makes me calmer',
    vision: 'A shelf of finished books',
    resources: 'a library card',
    obstacles: 'evenings on the phone',
    workingStyle: 'twenty minutes before bed',
    change: 'more focus',
  });
  const pages = [
    { folder: 'mf-goals', path: `/goals/${goal.id}` },
    { folder: 'mf-habits', path: '/habits' },
    { folder: 'mf-reviews', path: '/reviews' },
    { folder: 'mf-vision', path: '/vision' },
    { folder: 'mf-admin', path: '/admin' },
  ];
  const weights: Record<string, number> = {};
  for (const { folder, path } of pages) {
    const scripts = await scriptsOfFirstRender(page, path);
    const own = scripts.filter((script) => script.path.startsWith(`/remotes/${folder}/`));
    expect(own.length, `${folder}: scripts of its first page`).toBeGreaterThan(0);
    weights[folder] = kib(own);
  }
  for (const [folder, weight] of Object.entries(weights)) {
    expect(weight, `${folder} (all: ${JSON.stringify(weights)})`).toBeLessThanOrEqual(
      REMOTE_FIRST_PAGE_BUDGET_KIB,
    );
  }
});
