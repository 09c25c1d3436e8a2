import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM } from '../e2e/chromium';
import { type Figure, round } from './figure';

/** A phone as a student holds it (the browser suite's phone). */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
/** Lighthouse's DevTools-applied slow 4G (its `mobileSlow4G` with the request-latency factor) and 4× CPU. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const TARGET_MS = 200;

/** One tap a student makes in the first seconds on a page, and what shows it took effect. */
interface Interaction {
  name: string;
  path: string;
  /** what to tap once the page has hydrated, after `before` (taps not measured) */
  tap: string;
  before?: string[];
  /** the state that shows the tap worked */
  done: (page: Page) => Promise<unknown>;
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'open the menu',
    path: '/',
    tap: 'button[aria-controls="main-menu"]',
    done: (page) => page.locator('button[aria-controls="main-menu"][aria-expanded="true"]').waitFor(),
  },
  {
    name: 'open the filter sheet',
    path: '/tutors',
    tap: '[data-testid="filters-toggle"]',
    done: (page) => page.locator('details.filters-sheet[open]').waitFor(),
  },
  {
    name: 'tap a filter chip',
    path: '/tutors?day=6',
    tap: 'ul:has(a[href="/tutors"]) li:first-child a',
    done: (page) => page.waitForURL((url) => !url.searchParams.has('day')),
  },
  {
    name: 'choose a day',
    path: '/t/{id}',
    tap: '[data-testid="booking-day"][aria-pressed="false"]:not([disabled])',
    done: (page) => page.locator('[data-testid="booking-day"][aria-pressed="true"]').first().waitFor(),
  },
  {
    name: 'choose a time',
    path: '/t/{id}',
    before: ['[data-testid="booking-day"][aria-pressed="false"]:not([disabled])'],
    tap: '[data-testid="booking-time"][aria-pressed="false"]',
    done: (page) => page.locator('[data-testid="booking-time"][aria-pressed="true"]').waitFor(),
  },
];

/** Event Timing entries of real interactions (durationThreshold 16 ms, the least the browser allows), kept on window. */
const OBSERVE = `
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__events.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration, processingStart: e.processingStart, processingEnd: e.processingEnd });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

interface EventEntry {
  id: number;
  name: string;
  start: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

export interface InteractionResult {
  name: string;
  path: string;
  variant: string;
  /** the interaction's latency (its longest event's duration, 8 ms steps), per run; 16 = under the threshold */
  runs: number[];
  inp: number;
  /** the median run's phases and its longest main-thread task, from its trace */
  detail: string;
}

/**
 * INP of each interaction the issue names, on a phone with slow 4G and a 4× slower CPU: a fresh page each run, the tap
 * as soon as the app has hydrated (`#root[data-hydrated]`), its latency from Event Timing, `runs` runs, the median
 * reported; each run traced (Chromium's DevTools trace in `outDir/inp`) to say which task the time went to.
 */
export async function inpBench(
  origin: string,
  tutorId: number,
  outDir: string,
  variant = '',
  runs = 3,
): Promise<{ figures: Figure[]; results: InteractionResult[] }> {
  const traces = resolve(outDir, 'inp');
  mkdirSync(traces, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
  const figures: Figure[] = [];
  const results: InteractionResult[] = [];
  try {
    for (const interaction of INTERACTIONS) {
      const path = interaction.path.replace('{id}', String(tutorId));
      const tries: { ms: number; detail: string }[] = [];
      for (let i = 0; i < runs; i++) {
        const file = resolve(traces, `${slug(`${variant || 'now'} ${interaction.name}`)}-${i + 1}.json`);
        tries.push(await measure(browser, `${origin}${path}`, interaction, file));
      }
      const sorted = [...tries].sort((a, b) => a.ms - b.ms);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      const name = `${variant ? `${variant}: ` : ''}INP ${interaction.name} on ${interaction.path}`;
      results.push({
        name: interaction.name,
        path: interaction.path,
        variant,
        runs: tries.map((t) => t.ms),
        inp: median.ms,
        detail: median.detail,
      });
      figures.push({
        name,
        value: median.ms,
        unit: 'ms',
        target: variant ? 'comparison' : `≤ ${TARGET_MS} ms`,
        ok: variant ? true : median.ms <= TARGET_MS,
        note: `median of ${tries.map((t) => t.ms).join(' / ')} ms · ${median.detail}`,
      });
    }
  } finally {
    await browser.close();
  }
  return { figures, results };
}

async function measure(
  browser: Browser,
  url: string,
  interaction: Interaction,
  traceFile: string,
): Promise<{ ms: number; detail: string }> {
  const context = await browser.newContext({ ...PHONE, locale: 'ar-EG', timezoneId: 'Africa/Cairo' });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    for (const selector of interaction.before ?? []) await page.locator(selector).first().tap({ timeout: 30_000 });
    const seen = await events(page);
    const already = new Set(seen.map((e) => e.id));
    await browser.startTracing(page, { path: traceFile, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.locator(interaction.tap).first().tap({ timeout: 30_000 });
    await interaction.done(page);
    // Event Timing reports an interaction after its next paint: wait for its entries (none under 16 ms)
    let mine: EventEntry[] = [];
    for (let waited = 0; waited < 2_000 && !mine.length; waited += 100) {
      await page.waitForTimeout(100);
      mine = (await events(page)).filter((e) => !already.has(e.id));
    }
    await browser.stopTracing();
    if (!mine.length) return { ms: 16, detail: 'under 16 ms (no Event Timing entry)' };
    const longest = mine.reduce((a, b) => (b.duration > a.duration ? b : a));
    const phases = `input delay ${Math.round(longest.processingStart - longest.start)} ms, handlers ${Math.round(longest.processingEnd - longest.processingStart)} ms, to paint ${Math.round(longest.start + longest.duration - longest.processingEnd)} ms (${longest.name})`;
    return { ms: Math.round(longest.duration), detail: `${phases}; ${longestTask(traceFile)}` };
  } finally {
    await context.close();
  }
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { __events: EventEntry[] }).__events);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { type?: string; url?: string; functionName?: string } };
}

/** The trace's longest main-thread task from the tap on, and the work inside it that took longest (script by file, style, layout…). */
function longestTask(file: string): string {
  const all = (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const tap = all.find((e) => e.name === 'EventDispatch' && ['touchstart', 'pointerdown'].includes(e.args?.data?.type ?? ''));
  if (!tap) return 'no tap in the trace';
  const tasks = all.filter((e) => e.name === 'RunTask' && e.tid === tap.tid && e.pid === tap.pid && e.ts + (e.dur ?? 0) >= tap.ts);
  if (!tasks.length) return 'no task in the trace';
  const task = tasks.reduce((a, b) => ((b.dur ?? 0) > (a.dur ?? 0) ? b : a));
  const end = task.ts + (task.dur ?? 0);
  const inside = all.filter((e) => e.tid === task.tid && e.pid === task.pid && e.ph === 'X' && e.ts >= task.ts && e.ts < end && e !== task);
  const work = new Map<string, number>();
  for (const e of inside) {
    const what =
      e.name === 'FunctionCall' || e.name === 'EvaluateScript'
        ? `${e.name} ${(e.args?.data?.url ?? '').split('/').pop() || '?'}`
        : ['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'ParseHTML', 'EventDispatch'].includes(e.name)
          ? e.name
          : '';
    if (what) work.set(what, (work.get(what) ?? 0) + (e.dur ?? 0));
  }
  const top = [...work.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([what, us]) => `${what} ${round(us / 1000, 1)} ms`)
    .join(', ');
  return `longest task from the tap ${round((task.dur ?? 0) / 1000, 1)} ms, starting ${round((task.ts - tap.ts) / 1000, 1)} ms after the tap's dispatch${top ? `: ${top}` : ''}`;
}

const slug = (text: string) => text.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
