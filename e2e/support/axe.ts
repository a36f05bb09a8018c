import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue } from 'axe-core';

const require = createRequire(import.meta.url);
let source: Promise<string> | undefined;

const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

// Runs axe-core on the page and returns its serious and critical violations, one readable line
// per violation (an empty array passes). The script is injected with `evaluate`, which the
// page's Content-Security-Policy does not govern; a script tag would be blocked by it.
export async function seriousViolations(page: Page): Promise<string[]> {
  source ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  const script = await source;
  await settleAnimations(page);
  await page.evaluate(script);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(
      document,
      { resultTypes: ['violations'] },
    ),
  );
  return results.violations
    .filter((violation) => violation.impact && BLOCKING.includes(violation.impact))
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}  ${node.failureSummary?.split('\n')[1] ?? ''}`)
        .join('\n');
      return `${violation.id} (${violation.impact}): ${violation.help}\n${targets}`;
    });
}

// A colour caught mid-transition (a chip turning from draft grey to open green) has a contrast
// no user reads: axe runs once the finite animations and transitions have finished.
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
