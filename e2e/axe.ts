import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

// axe-core runs only in the browser suite, evaluated through DevTools, never in the product bundle.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const FAILING = new Set(['serious', 'critical']);

/** Every serious or critical violation any page of this test file showed, with its first element and why. */
export const a11yViolations = new Set<string>();
let checks = 0;
export const a11yChecks = () => checks;

/** Runs axe on the page as it is now, at its current width; a page already gone (closed, navigating away) is skipped. */
export async function checkAccessibility(page: Page): Promise<void> {
  if (page.isClosed()) return;
  try {
    // like a person, axe reads the page once it stops loading (bounded: a page that never settles is read as it is)
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 5_000 }).catch(() => undefined);
    // colours caught mid-transition (a button just pressed) are not what a person reads: finite animations end first
    await page.evaluate(() => {
      const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
      const bounded = new Promise((done) => setTimeout(done, 2_000));
      return Promise.race([Promise.all(ending.map((a) => a.finished.catch(() => undefined))), bounded]);
    });
    // a string is evaluated as a DevTools expression, which the page's CSP (no eval) does not cover
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
    const results = await page.evaluate(() => {
      const { axe } = window as unknown as { axe: { run: (ctx: Document | object, opts: object) => Promise<AxeResults> } };
      // a region still marked busy (a slow next page) is on its way out: it is read once it has settled; a vendor's
      // widget (the API reference's renderer) is not our markup and is reported to its makers, not here
      const skipped = ['[aria-busy="true"]', '[data-vendor-ui]'].filter((s) => document.querySelector(s));
      const context = skipped.length ? { exclude: skipped.map((s) => [s]) } : document;
      return axe.run(context, { resultTypes: ['violations'] });
    });
    checks++;
    const { pathname } = new URL(page.url());
    const width = page.viewportSize()?.width ?? 0;
    for (const v of results.violations) {
      if (!FAILING.has(v.impact ?? '')) continue;
      const first = v.nodes[0];
      const why = first?.failureSummary?.split('\n').slice(1).join(' ').trim();
      a11yViolations.add(`${pathname} @${width}px ${v.impact} ${v.id} ×${v.nodes.length}: ${first?.target.join(' ')} — ${why}`);
    }
  } catch (err) {
    // the page navigated or closed while axe ran: the next settled page is checked instead
    if (!/Execution context was destroyed|Target page, context or browser has been closed|navigation/i.test(String(err))) throw err;
  }
}
