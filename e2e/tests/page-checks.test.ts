import type { Paged, TutorCard } from '@kalam/core';
import { describe, expect, inject, it } from 'vitest';
import { asDevice, DESKTOP, newPage, PHONE, screenshot, useBrowser } from '../browser';
import { BRANDS, seen } from '../page-checks';

// The suite's own eyes: each page check fails on a page made to fail it, and holds on a real page at both sizes.
const baseUrl = inject('baseUrl');
const browser = useBrowser();

const html = (body: string) =>
  `<!doctype html><html lang="ar-EG" dir="rtl"><head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body>${body}</body></html>`;

describe('page checks', () => {
  it('see a page wider than the phone, a blank first view and an untranslated word, and let names and brands pass', async () => {
    // a bare context: pages made to fail are not the suite's pages, whose findings fail the file
    const context = await browser().newContext(PHONE);
    const page = await context.newPage();
    const check = () => seen(page, BRANDS);

    // a screen-reader-only label, positioned against a box outside the scrolling strip it sits in, widens the page
    await page.setContent(
      html(
        `<p>الأيام</p><div style="position:relative"><ul style="display:flex;overflow-x:auto;margin:0;padding:0">${'<li style="flex:none;width:120px">يوم<span style="position:absolute;width:1px;height:1px;overflow:hidden">، محجوز</span></li>'.repeat(12)}</ul></div>`,
      ),
    );
    const wide = await check();
    expect(wide.overflow?.scrollWidth).toBeGreaterThan(PHONE.viewport.width);
    expect(wide.overflow?.outside.join()).toMatch(/محجوز/);

    await page.setContent(html('<main style="margin-top:2000px"><p>بعيد عن الشاشة</p></main>'));
    expect((await check()).blank).not.toBeNull();
    await page.setContent(html('<p style="visibility:hidden">مخفي</p>'));
    expect((await check()).blank).not.toBeNull();

    await page.setContent(
      html(
        `<h1>احجز درسك Now</h1><p>ادفع عبر Fawry مع Kalam</p><p>المدرّسة <bdi>Sarah Jones</bdi> و<span dir="auto">Omar</span></p>
         <p>اكتب لنا على help@kalam.example</p><input placeholder="Search"><p lang="en">An English sample sentence</p>`,
      ),
    );
    const words = await check();
    expect(words.blank).toBeNull();
    expect(words.overflow).toBeNull();
    expect(words.latin.map((w) => w.split(' ')[0])).toEqual(['Now', 'Search']);

    // the strip of many days, wider than a phone, fits a desktop
    await page.setContent(html(`<ul style="display:flex;margin:0">${'<li style="flex:none;width:80px">يوم</li>'.repeat(12)}</ul>`));
    expect((await check()).overflow).not.toBeNull();
    expect((await asDevice(page, DESKTOP, check)).overflow).toBeNull();
    await context.close();
  });

  it('hold on a tutor profile with its day strip at phone emulation and at desktop size', async () => {
    const tutors = (await (await fetch(`${baseUrl}/api/v1/user/tutor/list/onboarded?size=30`)).json()) as Paged<TutorCard>;
    const tutor = tutors.list.find((c) => c.nextFreeTime !== null)!;
    const { context, page, errors } = await newPage(browser(), baseUrl, PHONE);
    await page.goto(`/t/${tutor.id}`);
    // fully booked days (disabled) carry a screen-reader-only «full» label: the strip that once widened the page
    await page.getByTestId('booking-day').first().waitFor();
    await expect.poll(() => page.getByTestId('booking-day').and(page.locator(':disabled')).count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    for (const device of [PHONE, DESKTOP]) {
      const found = await asDevice(page, device, () => seen(page, BRANDS));
      expect(found.overflow, `${device.viewport.width}px`).toBeNull();
      expect(found.blank).toBeNull();
    }
    await screenshot(page, 'tutor-profile-phone');
    await screenshot(page, 'tutor-profile-desktop', DESKTOP);
    expect(errors).toEqual([]);
    await context.close();
  });
});
