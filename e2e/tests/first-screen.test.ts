import { Role } from '@kalam/core/enums';
import { PUBLIC_PAGES } from '@kalam/core/pages';
import { describe, expect, inject, it } from 'vitest';
import { newPage, PHONE, press, screenshot, useBrowser } from '../browser';
import { sql } from '../people';

// Public pages arrive with their first screen in the HTML: readable without JavaScript, hydrated without a second
// fetch or a warning when JavaScript runs, and served with the HTML security headers.
const baseUrl = inject('baseUrl');
const browser = useBrowser();
// the price story: the first lesson is free, then a plan from the cheapest month anyone is charged (600 EGP seeded)
const price = /^أول درس مجاني، وبعده باقات من .*٦٠٠.*ج\.م\..* شهريًا$/u;

async function noScriptPage(device = PHONE) {
  const context = await browser().newContext({
    baseURL: baseUrl,
    ...device,
    locale: 'ar-EG',
    timezoneId: 'Africa/Cairo',
    javaScriptEnabled: false,
  });
  return { context, page: await context.newPage() };
}

describe('public pages without JavaScript', () => {
  it('show tutor names, prices and ratings on /tutors, page through the list and apply a filter', async () => {
    const { context, page } = await noScriptPage();
    await page.goto('/tutors');
    const cards = page.getByTestId('tutor-card');
    await expect.poll(() => cards.count()).toBe(10);
    const first = cards.first();
    await expect.poll(() => first.getByRole('heading', { level: 2 }).textContent()).toMatch(/\S/);
    await expect.poll(() => first.getByTestId('price-story').textContent()).toMatch(price);
    await expect.poll(() => first.getByRole('img', { name: /^التقييم / }).count()).toBe(1);
    const pageOne = await cards.allTextContents();

    await press(page.getByRole('link', { name: 'التالي' }));
    await page.waitForURL(/page=2/);
    const pageTwo = await cards.allTextContents();
    expect(pageTwo.length).toBeGreaterThan(0);
    expect(pageTwo.some((text) => pageOne.includes(text))).toBe(false);

    // the filters are a plain GET form: pick, then the search button
    await page.getByTestId('filters-toggle').click();
    await page.getByRole('combobox', { name: 'المدرس' }).selectOption('female');
    await page.getByRole('button', { name: 'بحث' }).click();
    await page.waitForURL((url) => url.searchParams.get('gender') === 'female' && !url.searchParams.has('page'));
    await expect.poll(() => page.getByRole('list', { name: 'عوامل التصفية المطبقة' }).textContent()).toContain('مدرسة');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    await screenshot(page, 'no-js-tutors-filtered-phone');
    await context.close();
  });

  it("show a tutor's profile with price and rating, and booking leads to sign-in", async () => {
    const { context, page } = await noScriptPage();
    await page.goto('/tutors');
    const name = (await page.getByTestId('tutor-card').first().getByRole('heading', { level: 2 }).textContent())!;
    await page.getByRole('link', { name: 'عرض الملف والحجز' }).first().click();
    await page.waitForURL(/\/t\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').at(-1);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    await expect.poll(() => page.getByTestId('price-story').textContent()).toMatch(price);
    await expect.poll(() => page.getByRole('img', { name: /^التقييم / }).count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'سجّل الدخول لتحجز درسًا مع هذا المدرس' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === `/t/${id}`);
    await screenshot(page, 'no-js-login-from-profile-phone');
    await context.close();
  });
});

describe('public pages with JavaScript', () => {
  it('hydrate /tutors and a profile with no warning and no second request for what the server sent', async () => {
    const { page, errors, context } = await newPage(browser(), baseUrl);
    const apiCalls: string[] = [];
    // the styles come inline with the HTML: a stylesheet fetched later applies them twice and moves the text (CLS)
    const stylesheets: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/')) apiCalls.push(new URL(r.url()).pathname);
      if (r.resourceType() === 'stylesheet') stylesheets.push(r.url());
    });
    await page.goto('/tutors');
    await page.getByTestId('tutor-card').first().waitFor();
    // hydrated: a filter change navigates in the page (no document request) and fetches the list
    await expect.poll(() => page.evaluate(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false)).toBe(true);
    expect(apiCalls.filter((p) => /tutor\/list|topic\/list|plan\/list/.test(p))).toEqual([]);
    await page.getByRole('combobox', { name: 'المدرس' }).selectOption('male');
    await page.waitForURL((url) => url.searchParams.get('gender') === 'male');
    await expect.poll(() => apiCalls.some((p) => p.endsWith('/tutor/list/onboarded'))).toBe(true);

    await page.getByRole('link', { name: 'عرض الملف والحجز' }).first().click();
    // the list has a main heading too: reload only once the app moved to the profile (its code may still be loading)
    await page.waitForURL(/\/t\/\d+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const before = apiCalls.length;
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false)).toBe(true);
    // the booking panel works once the page runs (its code loads after hydration): its steps appear and fetch the tutor's free times
    await page.getByRole('complementary', { name: 'احجز درسًا' }).getByRole('heading', { name: 'احجز درسًا' }).waitFor();
    await expect.poll(() => apiCalls.slice(before).some((p) => p.startsWith('/api/v1/availability-slot'))).toBe(true);
    expect(apiCalls.slice(before).filter((p) => /tutor\/info|plan\/list/.test(p))).toEqual([]);
    expect(stylesheets).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrate the not-found screen of a profile address that is no listed tutor, without a skeleton in between', async () => {
    const { page, errors, context } = await newPage(browser(), baseUrl, PHONE);
    // anything busy drawn after the server's screen (the profile skeleton) is the jump a visitor would see
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[aria-busy="true"]')) return;
        document.documentElement.dataset.busySeen = document.querySelector('[aria-busy="true"]')?.outerHTML.slice(0, 300) ?? '';
        observer.disconnect();
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    });
    const [student] = await sql<{ id: number }>('select id from users where role = ? order by id limit 1', [Role.Student]);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/user/tutor/info/')) asked.push(r.url());
    });
    const res = await page.goto(`/t/${student!.id}`);
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.evaluate(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false)).toBe(true);
    await page.getByTestId('not-found').waitFor();
    await expect.poll(() => page.getByTestId('not-found').isVisible()).toBe(true);
    // the server's refusal was a visitor's, and this is a visitor: nothing to ask again
    expect(asked).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dataset.busySeen ?? 'none')).toBe('none');
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await context.close();
  });

  it("shows the first tutor card's name and rating inside a phone's first screen", async () => {
    const { page, errors, context } = await newPage(browser(), baseUrl, PHONE);
    await page.goto('/tutors');
    const card = page.getByTestId('tutor-card').first();
    await expect
      .poll(async () => {
        const name = await card.getByRole('heading', { level: 2 }).boundingBox();
        const rating = await card.getByRole('img', { name: /^التقييم / }).boundingBox();
        return Boolean(name && rating && name.y >= 0 && rating.y + rating.height <= PHONE.viewport.height);
      })
      .toBe(true);
    await screenshot(page, 'tutors-first-screen-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('HTML answers', () => {
  const paths = [...PUBLIC_PAGES, '/t/6', '/s/dashboard', '/admin/users', '/login', '/no/such/page'];

  it('carry the security headers on every page, rendered or not', async () => {
    for (const path of paths) {
      const res = await fetch(`${baseUrl}${path}`);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/script-src 'self'(;|\s)/);
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp, path).toMatch(/frame-ancestors 'self'/);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy'), path).toMatch(/camera=\(self\).*microphone=\(self\)/);
      expect(await res.text(), path).not.toMatch(/<script(?![^>]*(type="application\/(json|ld\+json)"|src=))/);
    }
  });

  it('answer 304 to a browser holding the same page, and hashed files are immutable for a year', async () => {
    const first = await fetch(`${baseUrl}/pricing`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(`${baseUrl}/pricing`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-page-cache')).toBe('hit');
    const script = (await first.text()).match(/src="(\/assets\/[^"]+\.js)"/)![1];
    expect((await fetch(`${baseUrl}${script}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
