import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_PASSWORD } from '../dev/seed';
import { a11yChecks, a11yViolations, checkAccessibility } from './axe';
import { CHROMIUM, INSTALL_CHROMIUM } from './chromium';

export const SCREENSHOTS = resolve(import.meta.dirname, 'output/screenshots');

/** Debian's Chromium, headless, with a fresh profile (Playwright makes one per launch); never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: ${INSTALL_CHROMIUM}`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      '--allow-loopback-in-peer-connection',
      // E2E_NET_LOG=<dir>: Chromium's own record of every socket and request, one file per browser
      ...(process.env.E2E_NET_LOG
        ? [`--log-net-log=${join(process.env.E2E_NET_LOG, `${Date.now()}-${process.pid}.json`)}`, '--net-log-capture-mode=Default']
        : []),
    ],
  });
}

/** Every Content-Security-Policy violation any page of this test file reported; the file fails if one did. */
const cspViolations: string[] = [];

/** How long a whole page load (and its hydration) may take on a busy machine. */
const NAVIGATION_MS = 45_000;

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** A context that fails the test on any console error the page did not expect. */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  // each context is another person on another network, so sign-in limits per address count per test, as for real users;
  // chosen at random, as test files would otherwise start from the same addresses and add up one another's sign-ins
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'ar-EG',
    timezoneId: 'Africa/Cairo',
    acceptDownloads: true,
    extraHTTPHeaders: { 'cf-connecting-ip': `100.${64 + randomInt(64)}.${randomInt(256)}.${1 + randomInt(254)}` },
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      // the API reference's renderer asks once whether eval is allowed (its bundled zod) and works without it
      if (e.blockedURI === 'eval' && /\/assets\/standalone-[\w-]+\.js$/.test(e.sourceFile)) return;
      console.error(`CSP violation: ${e.effectiveDirective} ${e.blockedURI}`);
    });
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // a whole page load on a loaded machine (both cores busy) can take longer than a click's wait; bounded all the same
  page.setDefaultNavigationTimeout(NAVIGATION_MS);
  untilRunning(page, baseURL);
  // the state a test leaves its pages in (dialogs open, forms filled) is checked too
  const close = context.close.bind(context);
  context.close = async (options) => {
    for (const p of context.pages()) await checkAccessibility(p);
    return close(options);
  };
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    errors.push(msg.text());
    if (/CSP violation|Content Security Policy/.test(msg.text())) cspViolations.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}

/**
 * A page loaded whole (goto, reload) shows the server's HTML before its script runs; like a person who waits for the
 * page to respond, tests act once it runs (`#root[data-hydrated]`, set by the app on its first effect), not once every
 * picture has arrived (the `load` event a bare `goto` waits for, which a busy machine can hold back past any timeout). Each page
 * loaded whole is then checked by axe at phone and desktop widths; one reached in the app (`waitForURL`) at its own.
 */
function untilRunning(page: Page, baseURL: string) {
  const running = async <T>(response: T) => {
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: NAVIGATION_MS });
    await checkBothWidths(page);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  const inFlight = requestsInFlight(page);
  page.goto = async (url, options) =>
    running(await goto(url, { waitUntil: 'domcontentloaded', ...options }).catch((err) => explained(new URL(url, baseURL), inFlight, err)));
  page.reload = async (options) =>
    running(
      await reload({ waitUntil: 'domcontentloaded', ...options }).catch((err) => explained(new URL(page.url(), baseURL), inFlight, err)),
    );
  page.waitForURL = async (url, options) => {
    await waitForURL(url, options);
    await checkAccessibility(page);
  };
}

/** The page's requests not yet answered, with when each left. */
function requestsInFlight(page: Page): Map<Request, number> {
  const open = new Map<Request, number>();
  page.on('request', (r) => void open.set(r, Date.now()));
  page.on('requestfinished', (r) => void open.delete(r));
  page.on('requestfailed', (r) => void open.delete(r));
  return open;
}

/**
 * A page load that timed out says whether the server or the browser held it: the requests the page still waited for,
 * and how fast the same address answers a plain request from the test right then.
 */
async function explained(url: URL, inFlight: Map<Request, number>, err: unknown): Promise<never> {
  const now = Date.now();
  const waiting = [...inFlight].map(([r, at]) => `${r.method()} ${r.url()} for ${Math.round((now - at) / 1000)} s`);
  const fetched = async (address: string) => {
    const started = performance.now();
    return fetch(address, { signal: AbortSignal.timeout(10_000) })
      .then(
        async (res) =>
          `${address} ${res.status} (${(await res.arrayBuffer()).byteLength} bytes) in ${Math.round(performance.now() - started)} ms`,
      )
      .catch((e: Error) => `${address} no answer (${e.name}) after ${Math.round(performance.now() - started)} ms`);
  };
  // the page's address and the first request it still waits for, fetched by the test right then
  const stuck = [...inFlight.keys()].find((r) => r.method() === 'GET')?.url();
  const direct = [await fetched(url.href), ...(stuck ? [await fetched(stuck)] : [])].join('; ');
  const why = `still waiting for: ${waiting.join('; ') || 'nothing'}; fetched by the test: ${direct}`;
  throw Object.assign(err instanceof Error ? err : new Error(String(err)), { message: `${String((err as Error)?.message)}\n${why}` });
}

async function checkBothWidths(page: Page) {
  const own = page.viewportSize() ?? DESKTOP;
  await checkAccessibility(page);
  await page.setViewportSize(own.width === PHONE.width ? DESKTOP : PHONE);
  await checkAccessibility(page);
  await page.setViewportSize(own);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** One browser for a test file: launched before its tests, closed after. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    expect(cspViolations, 'pages reported Content-Security-Policy violations').toEqual([]);
    console.info(`axe: ${a11yChecks()} page checks, ${a11yViolations.size} serious or critical violations`);
    expect([...a11yViolations], `serious or critical accessibility violations (axe, ${a11yChecks()} checks)`).toEqual([]);
  });
  return () => browser!;
}

/** Signs in through the login page and waits to leave it. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور').fill(password);
  await page.getByRole('button', { name: 'دخول' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
