import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, PHONE, SCREENSHOTS, screenshot, signIn, useBrowser } from '../browser';

// Decision 032: a tutor writes languages, experience, certificates and names in settings or onboarding, and sees them
// on their profile; an applicant previews a profile nobody else can open. Seed ids: staff 1–5, tutorN is user 5 + N.

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('profile details in a real browser', () => {
  it('a tutor fills languages, years and a certificate in settings (Arabic-Indic digits) and reads them on their profile', async () => {
    const { page, context } = await newPage(browser(), baseUrl, DESKTOP);
    await signIn(page, 'tutor13@kalam.test');
    await page.goto('/t/settings');
    const form = page.getByRole('form', { name: 'اللغات والخبرة والشهادات' });
    await form.getByLabel('اسمك بالعربية').fill('ليلى فؤاد علي');
    await form.getByLabel('اسمك بالحروف اللاتينية').fill('Laila Fouad Ali');
    await form.getByRole('button', { name: 'أضف لغة' }).click();
    const added = form.getByTestId('language-row').last();
    await added.getByLabel('اللغة').selectOption({ label: 'الألمانية' });
    await added.getByLabel('المستوى').selectOption('B2');
    await form.getByLabel('سنوات التدريس').fill('٩٩');
    await form.getByRole('button', { name: 'أضف شهادة' }).click();
    const certificate = form.getByTestId('certificate-row').last();
    await certificate.getByLabel('اسم الشهادة').fill('TESOL');
    await certificate.getByLabel('سنة الحصول عليها').fill('٢٠٢١');
    await form.getByRole('button', { name: 'حفظ اللغات والخبرة' }).click();
    // checked before sending: the years are out of range, in Arabic under the field
    await form.getByRole('alert').filter({ hasText: 'من ٠ إلى ٦٠' }).waitFor();
    await form.getByLabel('سنوات التدريس').fill('١٢');
    await form.getByRole('button', { name: 'حفظ اللغات والخبرة' }).click();
    await page.getByRole('status').filter({ hasText: 'حُفظت التغييرات' }).waitFor();
    await screenshot(page, 'tutor-details-settings');
    await screenshot(page, 'tutor-details-settings-phone', PHONE);

    await form.getByRole('link', { name: 'عرض ملفي العام' }).click();
    await page.waitForURL('**/t/18');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('ليلى فؤاد علي');
    expect(await page.getByTestId('latin-name').textContent()).toBe('Laila Fouad Ali');
    const details = page.getByTestId('tutor-details');
    await details.getByText('الألمانية').waitFor();
    expect(await details.textContent()).toContain('خبرة ١٢ سنة');
    expect(await details.textContent()).toContain('TESOL (٢٠٢١)');
    await context.close();
  });

  it('a visitor reads those details on the server-rendered profile, its JSON-LD and the card', async () => {
    // the tutor's change dropped the cached copy of the page
    const visitor = await newPage(browser(), baseUrl, PHONE);
    await visitor.page.goto('/t/18');
    await visitor.page.getByRole('heading', { level: 1, name: 'ليلى فؤاد علي' }).waitFor();
    const person = JSON.parse((await visitor.page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    const tutor = (person['@graph'] ?? [person]).find((n: { '@type': string }) => n['@type'] === 'Person');
    expect(tutor).toMatchObject({ name: 'ليلى فؤاد علي', knowsLanguage: expect.arrayContaining(['ar', 'en', 'de']) });
    expect(tutor.hasCredential).toContainEqual({ '@type': 'EducationalOccupationalCredential', name: 'TESOL', dateCreated: '2021' });
    await screenshot(visitor.page, 'tutor-details-profile-phone');
    await screenshot(visitor.page, 'tutor-details-profile', DESKTOP);

    // the card in the list: the Arabic name and the languages
    await visitor.page.goto('/tutors?search=Laila');
    const card = visitor.page.getByTestId('tutor-card').filter({ hasText: 'ليلى فؤاد علي' });
    await card.getByTestId('card-languages').getByText('الألمانية').waitFor();
    await card.screenshot({ path: join(SCREENSHOTS, 'tutor-details-card-phone.png') });
    await screenshot(visitor.page, 'tutor-details-list', DESKTOP);
    await visitor.context.close();
  });

  it('an applicant fills the details in onboarding and previews the profile that stays not found for others', async () => {
    const { page, context } = await newPage(browser(), baseUrl, PHONE);
    await signIn(page, 'tutor30@kalam.test');
    await page.goto('/tutor/onboarding');
    // the application opens on the first step not done; the profile is its first step
    const steps = page.getByRole('navigation', { name: 'خطوات الانضمام' });
    await steps.getByRole('button', { name: /ملفك/ }).click();
    const form = page.getByRole('form', { name: 'اللغات والخبرة والشهادات' });
    await form.getByLabel('سنوات التدريس').fill('٣');
    // the application saves its profile step with one button, then moves on to the photo; back on the profile, the preview
    await page.getByRole('button', { name: 'حفظ والمتابعة' }).click();
    await steps.getByRole('button', { name: /صورتك/ }).and(page.locator('[aria-current="step"]')).waitFor();
    await steps.getByRole('button', { name: /ملفك/ }).click();
    await form.getByRole('link', { name: 'معاينة ملفي العام' }).click();
    await page.waitForURL('**/tutor/preview');
    await page.getByTestId('preview-banner').getByText('معاينة ملفك العام').waitFor();
    expect(await page.getByTestId('tutor-details').textContent()).toContain('خبرة ٣ سنوات');
    // a preview books nothing
    expect(await page.locator('#booking').count()).toBe(0);
    await screenshot(page, 'tutor-preview-phone');
    await screenshot(page, 'tutor-preview', DESKTOP);

    const visitor = await newPage(browser(), baseUrl, DESKTOP);
    const res = await visitor.page.goto('/t/35');
    expect(res?.status()).toBe(404);
    await visitor.context.close();
    await context.close();
  });
});
