import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Locator, type Page, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { DEMO_PASSWORD } from '../dev/seed';
import { a11yChecks, a11yViolations, checkAccessibility } from './axe';
import { CHROMIUM, INSTALL_CHROMIUM } from './chromium';
import { checkPage, pageFindings } from './page-checks';

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

/** A device as Playwright's descriptors give it; phone emulation is a context's option, fixed when it is made. */
export type Device = { viewport: { width: number; height: number }; isMobile: boolean; hasTouch: boolean; deviceScaleFactor: number };
/** A phone as a student holds it (Playwright-style emulation: mobile layout viewport, touch, 3× pixels). */
export const PHONE: Device = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
export const DESKTOP: Device = { viewport: { width: 1366, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };
/** Each context's device: a page a test opens later in the same context (`context.newPage()`) is that device too. */
const devices = new WeakMap<BrowserContext, Device>();

/** A context that fails the test on any console error the page did not expect. */
export async function newPage(
  browser: Browser,
  baseURL: string,
  device = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  // each context is another person on another network, so sign-in limits per address count per test, as for real users;
  // chosen at random, as test files would otherwise start from the same addresses and add up one another's sign-ins
  const context = await browser.newContext({
    baseURL,
    ...device,
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
  devices.set(context, device);
  page.setDefaultTimeout(15_000);
  // a whole page load on a loaded machine (both cores busy) can take longer than a click's wait; bounded all the same
  page.setDefaultNavigationTimeout(NAVIGATION_MS);
  untilRunning(page, baseURL);
  // the state a test leaves its pages in (dialogs open, forms filled) is checked too
  const close = context.close.bind(context);
  context.close = async (options) => {
    for (const p of context.pages()) {
      await checkAccessibility(p);
      // a page that goes wrong late (a strip filled in after load) is caught here, at both sizes
      await checkBothSizes(p, false);
    }
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
    await checkBothSizes(page, true);
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
    await checkPage(page, deviceName(deviceOf(page)));
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

const deviceOf = (page: Page) => devices.get(page.context()) ?? DESKTOP;
const deviceName = (d: Device) => (d.isMobile ? `phone ${d.viewport.width}px` : `desktop ${d.viewport.width}px`);

/**
 * The page checked as it is (axe when `axe`, and the page checks), then as the other kind of device shows it.
 * Emulation is switched on the same page through Chromium's own device emulation (what Playwright's context options
 * set), not by loading the address again in a second context: a second load would spend one-time links, join lesson
 * rooms as a second presence and double the suite's page loads.
 */
async function checkBothSizes(page: Page, axe: boolean) {
  if (page.isClosed()) return;
  const started = performance.now();
  const own = deviceOf(page);
  const check = async (device: Device) => {
    if (axe) await checkAccessibility(page);
    await checkPage(page, deviceName(device));
  };
  await check(own);
  if (page.isClosed()) return;
  const other = own.isMobile ? DESKTOP : PHONE;
  await asDevice(page, other, () => check(other));
  checking.ms += performance.now() - started;
  checking.pages++;
}

/** Time the checks at both sizes took in this file (axe included), to keep the suite's run time in view. */
const checking = { pages: 0, ms: 0 };

const sessions = new WeakMap<Page, CDPSession>();

/** The page's own DevTools session, kept open: a session that detaches takes every emulation of the page with it. */
async function devtools(page: Page): Promise<CDPSession> {
  const cdp = sessions.get(page) ?? (await page.context().newCDPSession(page));
  sessions.set(page, cdp);
  return cdp;
}

/**
 * Shows the page as `device` shows it while `during` runs, then as its own device again. Set through the page's own
 * session, as Playwright skips a viewport it thinks unchanged; its screenshots re-apply its own emulation, so a
 * screenshot as another device is taken through the same session (`screenshot`).
 */
export async function asDevice<T>(page: Page, device: Device, during: (cdp: CDPSession) => Promise<T>): Promise<T> {
  const cdp = await devtools(page);
  const emulate = async ({ viewport, isMobile, deviceScaleFactor, hasTouch }: Device, size = viewport) => {
    const screen = { screenWidth: size.width, screenHeight: size.height };
    await cdp.send('Emulation.setDeviceMetricsOverride', { ...size, ...screen, deviceScaleFactor, mobile: isMobile });
    await cdp.send('Emulation.setTouchEmulationEnabled', hasTouch ? { enabled: true, maxTouchPoints: 1 } : { enabled: false });
  };
  try {
    await emulate(device);
    return await during(cdp);
  } finally {
    const own = deviceOf(page);
    if (!page.isClosed()) {
      const size = page.viewportSize() ?? own.viewport;
      await emulate(own, size).catch(() => undefined);
      await backToWidth(page, size.width);
    }
  }
}

/**
 * A page that stays wider than its own device once shown as another (on a phone, something still sized for the
 * desktop widens the layout) is a finding: a person turning a phone upright sees it, and taps land beside their targets.
 */
async function backToWidth(page: Page, width: number) {
  // the widening element: wider than the device, in the page's flow, with no child as wide
  const wide = () =>
    page.evaluate((device) => {
      const over = (e: Element) => e.getBoundingClientRect().width > device && getComputedStyle(e).position !== 'fixed';
      const culprit = [...document.querySelectorAll('body *')].find((e) => over(e) && ![...e.children].some(over));
      return {
        width: innerWidth,
        widest: culprit && `${culprit.tagName.toLowerCase()}.${String(culprit.className).split(' ', 3).join('.')}`,
      };
    }, width);
  // a wait in the page, not expect.poll: this also runs from hooks (a context closed in afterAll), outside any test
  const ok = await page
    .waitForFunction((device) => innerWidth === device, width, { timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
  if (ok || page.isClosed()) return;
  const found = await wide().catch(() => undefined);
  if (!found) return;
  const { width: stuck, widest } = found;
  pageFindings.add(
    `${page.url()} (${deviceName(deviceOf(page))}): stayed ${stuck} px wide after showing it as another device (widest: ${widest})`,
  );
}

/** The whole page as its own device shows it, or as `device` does (phone emulation or desktop) on the same page. */
export async function screenshot(page: Page, name: string, device?: Device): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  if (!device) {
    await page.screenshot({ path, fullPage: true });
    return path;
  }
  await asDevice(page, device, async (cdp) => {
    const { cssContentSize } = await cdp.send('Page.getLayoutMetrics');
    const clip = { x: 0, y: 0, width: cssContentSize.width, height: cssContentSize.height, scale: 1 };
    const { data } = await cdp.send('Page.captureScreenshot', { format: 'png', clip, captureBeyondViewport: true });
    writeFileSync(path, Buffer.from(data, 'base64'));
  });
  return path;
}

/** One browser for a test file: launched before its tests, closed after. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !browser) return;
    const states = [];
    for (const c of browser.contexts()) for (const p of c.pages()) states.push(await describeState(p));
    // CI keeps only the failure summary of a long log: the pages' state goes into the error it prints
    const error = task.result.errors?.[0];
    if (error) error.message = `${error.message}\n${states.join('\n')}`;
  });
  afterAll(async () => {
    await browser?.close();
    console.info(`page checks: ${checking.pages} pages at both sizes in ${Math.round(checking.ms / 1000)} s`);
    for (const finding of pageFindings) console.info(`page check failed: ${finding}`);
    expect([...pageFindings], 'pages overflowing the screen, blank, or showing untranslated Latin words').toEqual([]);
    expect(cspViolations, 'pages reported Content-Security-Policy violations').toEqual([]);
    console.info(`axe: ${a11yChecks()} page checks, ${a11yViolations.size} serious or critical violations`);
    expect([...a11yViolations], `serious or critical accessibility violations (axe, ${a11yChecks()} checks)`).toEqual([]);
  });
  return () => browser!;
}

/**
 * What a failed test's page looked like, printed with the failure: a run on another machine leaves no screenshots,
 * and a press refused as "<html> intercepts pointer events" means a modal dialog was open or the viewport was off.
 */
async function describeState(page: Page): Promise<string> {
  const state = await page
    .evaluate(() => ({
      dialogs: [...document.querySelectorAll('dialog[open]')].map((d) => (d.textContent ?? '').slice(0, 120)),
      viewport: [innerWidth, innerHeight, visualViewport?.scale, visualViewport?.offsetLeft, visualViewport?.offsetTop],
      scroll: [document.documentElement.scrollWidth, scrollX, scrollY],
      focused: document.activeElement?.outerHTML.slice(0, 120),
    }))
    .catch((err: Error) => err.message);
  return `state of ${page.url()} (${deviceName(deviceOf(page))}) after the failure: ${JSON.stringify(state)}`;
}

/**
 * A person's press: a finger's tap on a touch screen, a mouse click on a desktop, once what is in view is drawn. A tutor
 * card skips layout until it nears the view (`content-visibility: auto`) and takes its real height the frame after a
 * jump brings it in, which moves what is below it, the pager: a press made at once can land beside its target.
 */
export async function press(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await expect.poll(() => target.evaluate(undrawnInView)).toBe(0);
  await (deviceOf(target.page()).hasTouch ? target.tap() : target.click());
}

/** How many boxes in view still skip drawing their content (run in the page; a box's own frame shows, its content not). */
function undrawnInView(): number {
  return [...document.querySelectorAll('*')].filter((el) => {
    if (getComputedStyle(el).contentVisibility !== 'auto') return false;
    const box = el.getBoundingClientRect();
    const inner = el.firstElementChild;
    return box.bottom > 0 && box.top < innerHeight && inner !== null && !inner.checkVisibility({ contentVisibilityAuto: true });
  }).length;
}

/** Signs in through the login page and waits to leave it. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور').fill(password);
  await page.getByRole('button', { name: 'دخول' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * Whether a person sees all of `target`: inside the visual viewport (what a phone's keyboard leaves), and neither
 * covered (a sticky header, a tab bar) nor cut off by a scrolling panel at its top and bottom edges.
 */
export const inSight = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const view = window.visualViewport;
    const top = view?.offsetTop ?? 0;
    const bottom = top + (view?.height ?? innerHeight);
    const x = box.left + box.width / 2;
    const shows = (y: number) => {
      const hit = document.elementFromPoint(x, y);
      return !!hit && (el === hit || el.contains(hit));
    };
    return box.top >= top && box.bottom <= bottom && shows(box.top + 2) && shows(box.bottom - 2);
  });
