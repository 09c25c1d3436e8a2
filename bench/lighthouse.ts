import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { round, type Figure } from './figure';

/** Debian's Chromium (chrome-launcher reads CHROME_PATH; never a downloaded browser), headless, loopback only. */
const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-default-apps', '--disable-extensions', '--mute-audio',
];

export interface PageResult { path: string; lcp: number; cls: number; tbt: number; fcp: number; score: number; jsRequests: number; jsTransferBytes: number }

/**
 * Lighthouse's default mobile run (Moto G Power emulation; simulated slow 4G: 150 ms RTT, 1.6 Mbps down, 4× CPU
 * slowdown) of each path, performance category only, `runs` times one after another in one Chromium; the run with
 * the median LCP is reported (Lighthouse's own advice for variance). Reports go to `outDir`.
 */
export async function lighthouseBench(origin: string, paths: { path: string; label: string }[], outDir: string, port: number, runs = 3): Promise<{ figures: Figure[]; pages: PageResult[] }> {
  mkdirSync(outDir, { recursive: true });
  process.env.CHROME_PATH ??= '/usr/bin/chromium';
  const chrome = await launch({ chromePath: process.env.CHROME_PATH, chromeFlags: CHROME_FLAGS, port, logLevel: 'silent' });
  const pages: PageResult[] = [];
  const figures: Figure[] = [];
  try {
    for (const { path, label } of paths) {
      const tries: { page: PageResult; lhr: LighthouseResult; warnings: string[] }[] = [];
      // a run where Chromium reported no LCP (NO_LCP, seen now and then on a busy machine) is run again, a few times at most
      let noLcp = 0;
      for (let attempt = 0; tries.length < runs && attempt < runs + 3; attempt++) {
        const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const requests = ((lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [])
          .filter((r) => r.resourceType === 'Script');
        if (Number.isNaN(metric('largest-contentful-paint'))) {
          noLcp++;
          continue;
        }
        tries.push({
          lhr,
          warnings: lhr.runWarnings,
          page: {
            path,
            lcp: metric('largest-contentful-paint'),
            cls: metric('cumulative-layout-shift'),
            tbt: metric('total-blocking-time'),
            fcp: metric('first-contentful-paint'),
            score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            jsRequests: requests.length,
            jsTransferBytes: requests.reduce((n, r) => n + (r.transferSize ?? 0), 0),
          },
        });
      }
      if (!tries.length) throw new Error(`Lighthouse measured no LCP for ${path} in ${runs + 3} runs`);
      tries.sort((a, b) => a.page.lcp - b.page.lcp);
      const median = tries[Math.floor(tries.length / 2)]!;
      const page = median.page;
      writeFileSync(resolve(outDir, `lighthouse-${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`), JSON.stringify(median.lhr));
      const warnings = median.warnings.length ? ` · warnings: ${median.warnings.join('; ').slice(0, 200)}` : '';
      const spread = `LCP of ${tries.length} runs ${tries.map((t) => round(t.page.lcp / 1000, 2)).join(' / ')} s${noLcp ? ` (${noLcp} more without an LCP, run again)` : ''}`;
      pages.push(page);
      figures.push(
        {
          name: `Lighthouse mobile LCP ${label}`, value: round(page.lcp / 1000, 2), unit: 's', target: '≤ 1.5 s', ok: page.lcp <= 1500,
          note: `FCP ${round(page.fcp / 1000, 2)} s · score ${page.score} · ${page.jsRequests} scripts, ${round(page.jsTransferBytes / 1000)} KB transferred · ${spread}${warnings}`,
        },
        { name: `Lighthouse mobile CLS ${label}`, value: round(page.cls, 3), unit: '', target: '≤ 0.1 (Lighthouse "good")', ok: page.cls <= 0.1 },
        { name: `Lighthouse mobile TBT ${label}`, value: Math.round(page.tbt), unit: 'ms', target: '≤ 200 ms (Lighthouse "good")', ok: page.tbt <= 200 },
      );
    }
  } finally {
    await chrome.kill();
  }
  return { figures, pages };
}
