import { describe, expect, inject, it } from 'vitest';
import { solidPng } from '../../dev/fixtures/png';
import { newPage, PHONE, screenshot, useBrowser } from '../browser';
import { newestMail } from '../mailbox';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('settings in a real browser', () => {
  it('a tutor uploads a photo, edits personal info, changes the password and confirms a phone by WhatsApp code', async () => {
    const { page, context } = await newPage(browser(), baseUrl);
    await page.goto('/login?next=/t/settings');
    await page.getByLabel('البريد الإلكتروني').fill('tutor5@kalam.test');
    await page.getByLabel('كلمة المرور').fill('Kalam@2026');
    await page.getByRole('button', { name: 'دخول' }).click();
    await page.waitForURL('**/t/settings');
    const input = page.getByTestId('photo-input');
    await input.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: Buffer.from(solidPng(100, 100)) });
    await page.getByRole('alert').filter({ hasText: 'الصورة صغيرة' }).waitFor();
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(solidPng(480, 480, [200, 120, 40])) });
    // seen and cropped square before it uploads
    await page.getByTestId('photo-cropper').getByRole('button', { name: 'رفع الصورة' }).click();
    await page.getByRole('status').filter({ hasText: 'تم تحديث الصورة' }).waitFor();
    const photo = page.getByRole('img', { name: /^صورة / });
    await photo.waitFor();
    await expect.poll(() => photo.getAttribute('src')).toMatch(/^\/api\/v1\/assets\/uploads\/u\d+-/);
    // the avatar shows the photo's small size, made anew by the server
    await page.waitForFunction(() => (document.querySelector('img[alt^="صورة"]') as HTMLImageElement | null)?.naturalWidth === 96);

    await page.getByLabel('الاسم').fill('Omar Abdelrahman');
    await page.getByLabel('المحافظة').selectOption({ label: 'الإسكندرية' });
    await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await page.getByRole('status').filter({ hasText: 'تم حفظ التغييرات' }).waitFor();
    await expect.poll(() => page.getByTestId('user-name').textContent()).toBe('Omar Abdelrahman');
    // the header shows the whole name at desktop width
    expect(await page.getByTestId('user-name').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await page.getByLabel('كلمة المرور الحالية').fill('wrong12!x');
    await page.getByLabel('كلمة المرور الجديدة').fill('tutor12!new');
    await page.getByLabel('تأكيد كلمة المرور').fill('tutor12!new');
    await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await page.getByRole('alert').filter({ hasText: 'كلمة المرور غير صحيحة.' }).waitFor();
    await page.getByLabel('كلمة المرور الحالية').fill('Kalam@2026');
    await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await page.getByRole('status').filter({ hasText: 'تم تغيير كلمة المرور' }).waitFor();

    await page.getByLabel('رقم الموبايل').last().fill('01098765432');
    await page.getByLabel('أرسل الكود عبر').selectOption({ label: 'واتساب' });
    await page.getByRole('button', { name: 'إرسال الكود' }).click();
    await page.getByRole('status').filter({ hasText: 'أرسلنا الكود على واتساب' }).waitFor();
    const code = (await newestMail(page, '01098765432')).match(/\d{4}/)?.[0];
    expect(code).toMatch(/^\d{4}$/);
    await page.getByLabel('الكود', { exact: true }).fill(code!);
    await page.getByRole('button', { name: 'تأكيد الرقم' }).click();
    await page.getByTestId('phone-verified').waitFor();
    await screenshot(page, 'tutor-settings');
    await screenshot(page, 'tutor-settings-phone', PHONE);
    await context.close();
  });

  it('sends a visitor who is not signed in to the sign-in page', async () => {
    const { page, context } = await newPage(browser(), baseUrl);
    await page.goto('/s/settings');
    await page.waitForURL('**/login?next=%2Fs%2Fsettings');
    await context.close();
  });
});
