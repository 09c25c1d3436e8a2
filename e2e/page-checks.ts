import { createClient } from '@libsql/client';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * What a person sees at a glance, checked on every page the suite visits (at phone emulation and at desktop size):
 * - overflow: the document is wider than the screen (`scrollWidth > clientWidth` of the root; under phone emulation
 *   `innerWidth` grows with the content, as a phone widens its layout viewport to fit it, so it cannot be the measure);
 * - blank view: no visible text, image or control intersects what the screen shows (the visual viewport);
 * - Latin words: visible text in Latin letters that is neither a brand or product term (BRANDS) nor marked as a name
 *   or foreign text. The rule for names: a word of a person's name in the database is a name wherever it shows; other
 *   user-given text (titles, bios) is shown inside `<bdi>`, `dir="auto"` or `translate="no"` (names should be too, for
 *   their direction, and are exempt there as well; in plain text such as a mail, between the isolates U+2068 and U+2069); deliberately foreign text carries its own `lang` (an English sample, the API reference
 *   in English); text there is exempt, as are e-mail and web addresses and codes with digits (MP4, 5xx). Any other
 *   Latin word is a UI word to translate.
 */
export const pageFindings = new Set<string>();

/** Brand and product terms a person meets in Latin letters in Egyptian Arabic too. */
export const BRANDS = [
  ...['Kalam', 'Fawry', 'myFawry', 'IELTS', 'TOEFL', 'WhatsApp', 'Visa', 'Mastercard', 'Meeza', 'InstaPay', 'CIB'],
  // browsers and systems, as a list of signed-in devices names them
  ...['Chrome', 'Firefox', 'Safari', 'Edge', 'Opera', 'Linux', 'Windows', 'Android', 'iOS', 'macOS', 'iPhone', 'iPad'],
  // file types, codes and keys as printed on the keyboard
  ...['PDF', 'CSV', 'ICS', 'JPG', 'JPEG', 'PNG', 'GIF', 'WebP', 'WebM', 'API', 'QR', 'CVV', 'Enter', 'Shift'],
];

type Seen = {
  overflow: { scrollWidth: number; clientWidth: number; outside: string[] } | null;
  /** where the screen was when nothing was on it */
  blank: string | null;
  latin: string[];
};

/** What the page shows right now: the same script measures every page (and the checks' own test). */
export function seen(page: Page, allowed: string[]): Promise<Seen> {
  return page.evaluate((allowed) => {
    const root = document.documentElement;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className.slice(0, 60)}"` : ''}> «${(el.textContent ?? '').trim().slice(0, 40)}»`;
    // the innermost elements sticking out of the screen that no scrolling box clips: where an overflow comes from (a
    // positioned element escapes the scrolling boxes between it and the box it is positioned against)
    const screen = root.getBoundingClientRect();
    const out = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && (r.left < screen.left - 1 || r.left + r.width > screen.left + root.clientWidth + 1);
    };
    const clipped = (el: Element) => {
      const { position } = getComputedStyle(el);
      if (position === 'fixed') return false;
      const against = position === 'absolute' ? (el as HTMLElement).offsetParent : null;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (against && against !== up && against.contains(up)) continue;
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const outside = () =>
      [...document.body.querySelectorAll('*')]
        .filter((el) => out(el) && !clipped(el) && ![...el.children].some(out))
        .slice(0, 3)
        .map(describe);
    const overflow =
      root.scrollWidth > root.clientWidth ? { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, outside: outside() } : null;

    const view = window.visualViewport;
    const [left, top] = [view?.offsetLeft ?? 0, view?.offsetTop ?? 0];
    const [right, bottom] = [left + (view?.width ?? innerWidth), top + (view?.height ?? innerHeight)];
    const inView = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.right > left && r.left < right && r.bottom > top && r.top < bottom && visible(el);
    };
    const texts: Text[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.textContent?.trim()) texts.push(n as Text);
    const shown = (t: Text) =>
      t.parentElement && !t.parentElement.closest('script,style,noscript,template,option') && visible(t.parentElement);
    const empty =
      !texts.some((t) => shown(t) && inView(t.parentElement!)) &&
      ![...document.querySelectorAll('img,svg,video,canvas,iframe,input,button')].some(inView);
    const busy = document.querySelector('[aria-busy="true"]') ? ', still loading' : '';
    const blank = empty
      ? `scrolled to ${Math.round(scrollX)},${Math.round(scrollY)} of ${root.scrollWidth}×${root.scrollHeight}${busy}`
      : null;

    const exempt = 'bdi,[dir="auto"],[translate="no"],[lang]:not([lang^="ar"]),code,kbd,samp,[data-vendor-ui]';
    const known = new Set(allowed.map((w) => w.toLowerCase()));
    const latin = new Set<string>();
    const words = (text: string) =>
      text
        // text between Unicode isolates is user text in plain text (a mail), as a <bdi> is on a page
        .replace(/\u2068[^\u2069]*\u2069/g, ' ')
        .replace(/\S+@\S+|\bhttps?:\/\/\S+|\b[\w-]+(\.[\w-]+)+\/\S*|\w*\d\w*/g, ' ')
        .match(/[A-Za-z][A-Za-z'’]*/g)
        ?.filter((w) => w.length > 1 && !known.has(w.toLowerCase())) ?? [];
    for (const t of texts) {
      if (!shown(t) || t.parentElement!.closest(exempt)) continue;
      for (const w of words(t.textContent!)) latin.add(`${w} in ${describe(t.parentElement!)}`);
    }
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder],textarea[placeholder]')) {
      if (!visible(input) || input.closest(exempt)) continue;
      for (const w of words(input.placeholder)) latin.add(`${w} in the placeholder of ${describe(input)}`);
    }
    return { overflow, blank, latin: [...latin] };
  }, allowed);
}

/** Every word of every person's name now in the database (tests add people as they go). */
async function nameWords(): Promise<string[]> {
  const db = createClient({ url: inject('dbUrl') });
  try {
    const { rows } = await db.execute('select name from users');
    return rows.flatMap((r) => String(r.name).split(/\s+/));
  } finally {
    db.close();
  }
}

/** Runs the three checks on the page as it is now and records what fails under the page's address and `where`. */
export async function checkPage(page: Page, where: string): Promise<void> {
  // the stand-ins' own pages (Fawry's card and 3-D Secure pages) are another company's screens, not ours
  if (page.isClosed() || new URL(page.url()).origin !== new URL(inject('baseUrl')).origin) return;
  try {
    const found = await seen(page, [...BRANDS, ...(await nameWords())]);
    const at = `${new URL(page.url()).pathname} @${where}`;
    if (found.overflow) {
      const { scrollWidth, clientWidth, outside } = found.overflow;
      pageFindings.add(`${at}: overflow, ${scrollWidth} px wide on a ${clientWidth} px screen; sticking out: ${outside.join('; ') || '?'}`);
    }
    if (found.blank) pageFindings.add(`${at}: blank view, nothing visible on the screen (${found.blank})`);
    for (const w of found.latin) pageFindings.add(`${at}: Latin word ${w}`);
  } catch (err) {
    // the page navigated or closed while it was read: the next settled page is checked instead
    if (!/Execution context was destroyed|Target page, context or browser has been closed|navigation/i.test(String(err))) throw err;
  }
}
