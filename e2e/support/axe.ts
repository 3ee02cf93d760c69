import axe from 'axe-core';
import type { AxeResults, ImpactValue, Result } from 'axe-core';
import type { Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA, plus axe's best practices. */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];
const SNIPPET_LENGTH = 200;

type AxeWindow = Window & {
  axe?: { run: (context: Document, options: object) => Promise<AxeResults> };
};

/** The violations axe found in one place (a page, a dialog, a theme). */
export type AxeFinding = { where: string; violations: Result[] };

/**
 * Runs axe over the whole page as it stands and returns its violations. axe's source goes in
 * through the DevTools protocol (once per document), which the page's Content-Security-Policy
 * does not govern, where a script tag would be refused.
 */
export async function scanPage(page: Page): Promise<Result[]> {
  const injected = await page.evaluate(() => Boolean((window as AxeWindow).axe));
  if (!injected) await page.evaluate(axe.source);
  const results = await page.evaluate(async (tags) => {
    const engine = (window as AxeWindow).axe;
    if (!engine) throw new Error('axe did not load into the page');
    return engine.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
  }, RULE_TAGS);
  return results.violations;
}

function seriousOrCritical(violations: Result[]): Result[] {
  return violations.filter(
    (violation) => violation.impact && BLOCKING_IMPACTS.includes(violation.impact),
  );
}

/** One paragraph per rule: what it asks, then each element's selector, html and the failure. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const html = node.html.replace(/\s+/g, ' ').slice(0, SNIPPET_LENGTH);
        const why = node.failureSummary?.replace(/\s+/g, ' ').trim();
        return `    - ${node.target.join(' >>> ')}\n      ${html}${why ? `\n      ${why}` : ''}`;
      });
      return `  ${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** Fails with every finding listed, place by place, when any of them is serious or critical. */
export function expectNoSeriousViolations(findings: AxeFinding[]): void {
  const failing = findings
    .map(({ where, violations }) => ({ where, violations: seriousOrCritical(violations) }))
    .filter(({ violations }) => violations.length > 0);
  if (failing.length === 0) return;
  const report = failing
    .map(({ where, violations }) => `${where}:\n${describeViolations(violations)}`)
    .join('\n\n');
  throw new Error(`Serious or critical accessibility violations found:\n\n${report}`);
}
