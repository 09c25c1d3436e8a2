import { afterAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, useBrowser } from '../browser';

// A student looking for a tutor in Arabic: suggestions while typing, results, a sort kept in the address.
const baseUrl = inject('baseUrl');
const browser = useBrowser();
const contexts: { close: () => Promise<void> }[] = [];
afterAll(async () => {
  for (const c of contexts) await c.close();
});

describe('tutor search on /tutors', () => {
  for (const [label, device] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`suggests tutors in either script and topics while typing in Arabic, then lists the results (${label})`, async () => {
      const { page, errors, context } = await newPage(browser(), baseUrl, device);
      contexts.push(context);
      await page.goto('/tutors');
      await page.getByTestId('tutor-card').first().waitFor();
      const box = page.getByRole('combobox', { name: 'ابحث باسم مدرس أو تخصص' });
      await box.pressSequentially('أحم');
      const options = page.getByRole('listbox', { name: 'اقتراحات البحث' }).getByRole('option');
      // «أحمد عبد الله» in Arabic letters and the Ahmeds written in Latin ones
      await expect.poll(() => options.allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('أحمد عبد الله')]));
      expect((await options.allTextContents()).some((text) => /Ahmed/.test(text))).toBe(true);
      await screenshot(page, `tutor-search-suggestions-${label}`);
      await box.fill('');
      await box.pressSequentially('ايلت');
      await expect.poll(() => options.allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('آيلتس')]));
      await page.keyboard.press('Enter');
      await page.waitForURL(/search=/);
      // most relevant first: tutors teaching IELTS before names that merely sound alike
      const cards = page.getByTestId('tutor-card');
      await cards.first().waitFor();
      expect(await cards.first().textContent()).toMatch(/آيلتس|IELTS/);
      expect(errors).toEqual([]);
    });
  }

  it('picks a topic from the suggestions, sorts by most lessons, and keeps both in a shared link', async () => {
    const { page, errors, context } = await newPage(browser(), baseUrl, PHONE);
    contexts.push(context);
    await page.goto('/tutors');
    await page.getByTestId('tutor-card').first().waitFor();
    await page.getByRole('combobox', { name: 'ابحث باسم مدرس أو تخصص' }).pressSequentially('محادثه');
    await page
      .getByRole('listbox', { name: 'اقتراحات البحث' })
      .getByRole('option', { name: /محادثة/ })
      .click();
    await page.waitForURL(/topic=\d+/);
    await page.getByRole('combobox', { name: 'الترتيب' }).selectOption('lessons');
    await page.waitForURL(/sortBy=lessons/);
    await page.getByTestId('tutor-card').first().waitFor();
    const api = await (await fetch(`${baseUrl}/api/v1/user/tutor/list/onboarded?${new URL(page.url()).search.slice(1)}`)).json();
    const counts = (api as { list: { lessonsTaught: number }[] }).list.map((c) => c.lessonsTaught);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    await screenshot(page, 'tutor-search-sorted-phone');
    await screenshot(page, 'tutor-search-sorted-desktop', DESKTOP);
    // the shared link opens the same sorted list, with the sort shown as chosen
    const shared = page.url();
    const other = await newPage(browser(), baseUrl, DESKTOP);
    contexts.push(other.context);
    await other.page.goto(shared);
    await other.page.getByTestId('tutor-card').first().waitFor();
    expect(await other.page.getByRole('combobox', { name: 'الترتيب' }).inputValue()).toBe('lessons');
    expect(errors).toEqual([]);
    expect(other.errors).toEqual([]);
  });

  it('answers a misspelling with a close word to try, on the screen', async () => {
    const { page, errors, context } = await newPage(browser(), baseUrl, PHONE);
    contexts.push(context);
    await page.goto(`/tutors?search=${encodeURIComponent('محادسة')}`);
    const hint = page.getByTestId('no-results').getByRole('link', { name: /محادثة/ });
    await hint.waitFor();
    await screenshot(page, 'tutor-search-no-results-phone');
    await screenshot(page, 'tutor-search-no-results-desktop', DESKTOP);
    await hint.click();
    await page.getByTestId('tutor-card').first().waitFor();
    await screenshot(page, 'tutor-search-hint-followed-phone');
    expect(errors).toEqual([]);
  });
});

describe('without JavaScript', () => {
  it('the GET form still searches in Arabic and sorts', async () => {
    const context = await browser().newContext({ baseURL: baseUrl, javaScriptEnabled: false, locale: 'ar-EG' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/tutors');
    await page.locator('#tutor-search').fill('ريم');
    await page.locator('select[name=sortBy]').selectOption('newest');
    await page.getByRole('button', { name: 'بحث' }).click();
    await page.waitForURL(/sortBy=newest/);
    expect(decodeURIComponent(page.url())).toContain('search=ريم');
    // newest first, as chosen: Reem among them (names that merely start alike, such as Ramadan, may come too)
    const names = await page.getByTestId('tutor-card').locator('h2').allTextContents();
    expect(names.some((name) => /^(Reem|ريم) /.test(name))).toBe(true);
    expect(await page.locator('select[name=sortBy]').inputValue()).toBe('newest');
  });
});
