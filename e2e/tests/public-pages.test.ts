import { readFileSync } from 'node:fs';
import { createClient } from '@libsql/client';
import { describe, expect, inject, it } from 'vitest';
import { newPage, PHONE, press, screenshot, useBrowser } from '../browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const arabic = /[\u0600-\u06FF]/;

describe('public pages in a real browser', () => {
  it('renders the landing page in Arabic, right to left, with the Cairo font', async () => {
    const { page, errors, context } = await newPage(browser(), baseUrl);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const facts = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        dir: document.documentElement.dir,
        lang: document.documentElement.lang,
        bodyDirection: getComputedStyle(document.body).direction,
        font: getComputedStyle(document.body).fontFamily,
        cairoLoaded: [...document.fonts].some((f) => f.family.replace(/["']/g, '') === 'Cairo' && f.status === 'loaded'),
        h1: document.querySelector('h1')?.textContent ?? '',
      };
    });
    expect(facts).toMatchObject({ dir: 'rtl', lang: 'ar-EG', bodyDirection: 'rtl', cairoLoaded: true });
    expect(facts.font).toMatch(/Cairo/);
    expect(facts.h1).toMatch(arabic);
    await screenshot(page, 'landing-desktop');
    await screenshot(page, 'landing-phone', PHONE);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists seeded tutors on /tutors and pages through them', async () => {
    const { page, errors, context } = await newPage(browser(), baseUrl);
    await page.goto('/tutors');
    const cards = page.getByTestId('tutor-card');
    await cards.first().waitFor();
    await expect.poll(() => cards.count()).toBe(10);
    const firstPage = await cards.allTextContents();
    expect(firstPage.join(' ')).toMatch(arabic);
    await screenshot(page, 'tutors-page-1');
    await press(page.getByRole('link', { name: /التالي/ }));
    await page.waitForFunction((before) => {
      const now = [...document.querySelectorAll('[data-testid="tutor-card"]')].map((e) => e.textContent);
      return now.length > 0 && now[0] !== before;
    }, firstPage[0]);
    const secondPage = await cards.allTextContents();
    expect(secondPage.some((text) => firstPage.includes(text))).toBe(false);
    await screenshot(page, 'tutors-page-2');
    await screenshot(page, 'tutors-phone', PHONE);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('rejects a 3-character contact title in Arabic, then stores a valid request', async () => {
    const { page, context } = await newPage(browser(), baseUrl);
    await page.goto('/contact');
    const title = `سؤال الاختبار ${Date.now()}`;
    await page.getByLabel('الاسم', { exact: true }).fill('منى أحمد');
    await page.getByLabel('البريد الإلكتروني').fill('mona@example.com');
    const titleField = page.getByLabel('عنوان الرسالة');
    await titleField.fill('abc');
    await page.getByLabel('الرسالة', { exact: true }).fill('أريد أن أعرف المزيد عن الدروس والباقات.');
    await page.getByRole('button', { name: 'إرسال' }).click();
    // the rules load on the form's first check: wait for the field to be marked, as a person would see it
    await expect.poll(() => titleField.getAttribute('aria-invalid')).toBe('true');
    const titleError = page.locator(`#${await titleField.getAttribute('aria-describedby')}`);
    await expect.poll(() => titleError.textContent()).toMatch(/^العنوان قصير جدًا/);
    await screenshot(page, 'contact-field-error');

    await titleField.fill(title);
    await page.getByRole('button', { name: 'إرسال' }).click();
    await page.getByRole('status').filter({ hasText: 'وصلتنا رسالتك' }).waitFor();
    await screenshot(page, 'contact-sent');
    const db = createClient({ url: inject('dbUrl') });
    const { rows } = await db.execute({ sql: 'select email from contact_requests where title = ?', args: [title] });
    db.close();
    expect(rows).toHaveLength(1);
    await context.close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const { page, errors, context } = await newPage(browser(), baseUrl);
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404); // the Worker renders the app's not-found screen with a real status
    await page.getByTestId('not-found').waitFor();
    await expect.poll(() => page.getByTestId('not-found').textContent()).toMatch(arabic);
    await screenshot(page, 'not-found');
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await context.close();
  });

  it('shows the error page on a render error and saves the log file', async () => {
    const { page, context } = await newPage(browser(), baseUrl);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('kalam.dev', '1'));
    await page.goto('/dev/crash');
    await page.getByTestId('error-page').waitFor();
    await expect.poll(() => page.getByTestId('error-page').textContent()).toMatch(arabic);
    await screenshot(page, 'error-page');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /السجل/ }).click()]);
    const path = await download.path();
    const log = readFileSync(path, 'utf8');
    expect(download.suggestedFilename()).toMatch(/\.(txt|log)$/);
    expect(log).toMatch(/crash|Error/i);
    await context.close();
  });
});

describe('developer tools', () => {
  it('simulates a phone when the developer toggle is on', async () => {
    const { page, errors, context } = await newPage(browser(), baseUrl);
    await page.goto('/');
    await expect.poll(() => page.getByLabel('محاكاة الهاتف').count()).toBe(0); // hidden from everyone else
    await page.evaluate(() => localStorage.setItem('kalam.dev', '1'));
    await page.goto('/tutors');
    await page.getByLabel('محاكاة الهاتف').click();
    const frame = page.getByTestId('phone-frame');
    await frame.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('kalam.simulatePhone'))).toBe('1');
    const box = await frame.locator('iframe').boundingBox();
    expect(box?.width).toBe(390);
    const phone = page.frameLocator('[data-testid="phone-frame"] iframe');
    await phone.getByTestId('tutor-card').first().waitFor();
    // inside the frame the layout is the phone one: cards stack in one column
    const widths = await phone
      .getByTestId('tutor-card')
      .evaluateAll((cards) => cards.slice(0, 2).map((c) => c.getBoundingClientRect().left));
    expect(widths[0]).toBe(widths[1]);
    await screenshot(page, 'phone-simulation');
    await page.reload();
    await frame.waitFor(); // the setting persists
    await phone.getByLabel('محاكاة الهاتف').click(); // turned off from inside the phone
    await frame.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
