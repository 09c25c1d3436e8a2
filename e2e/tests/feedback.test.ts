import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, signIn, useBrowser } from '../browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('share feedback', () => {
  it('a student shares feedback from the account menu and an admin reads it with who sent it and from where', async () => {
    const student = await newPage(browser(), baseUrl, PHONE);
    await signIn(student.page, 'student4@kalam.test');
    await student.page.goto('/tutors');
    await student.page.getByRole('button', { name: 'قائمة الحساب' }).click();
    await student.page.getByRole('menuitem', { name: 'شاركنا رأيك' }).click();
    const dialog = student.page.getByRole('dialog', { name: 'شاركنا رأيك' });
    await dialog.getByLabel('رأيك').waitFor();
    // a native modal: the page behind is inert, Tab stays inside and Escape closes it
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
    for (let i = 0; i < 6; i++) {
      await student.page.keyboard.press('Tab');
      // past its last field focus may leave for the browser's own controls, never for the page behind
      expect(
        await student.page.evaluate(() => document.activeElement === document.body || document.activeElement?.closest('dialog') !== null),
      ).toBe(true);
    }
    await student.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await student.page.getByRole('button', { name: 'قائمة الحساب' }).click();
    await student.page.getByRole('menuitem', { name: 'شاركنا رأيك' }).click();
    await dialog.getByLabel('رأيك').fill('قصير');
    await dialog.getByRole('button', { name: 'إرسال' }).click();
    await dialog.getByText('اكتب رأيك في ١٠ إلى ١٠٠٠ حرف.').waitFor();
    const message = `أتمنى أن أرى تقييمات المدرسين حسب نوع الدرس ${Date.now()}`;
    await dialog.getByLabel('رأيك').fill(message);
    await screenshot(student.page, 'share-feedback-phone');
    await screenshot(student.page, 'share-feedback-desktop', DESKTOP);
    await dialog.getByRole('button', { name: 'إرسال' }).click();
    await student.page.getByRole('status').filter({ hasText: 'وصلنا رأيك، شكرًا لك!' }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const admin = await newPage(browser(), baseUrl);
    await signIn(admin.page, 'admin@kalam.test');
    await admin.page.goto('/admin/feedback');
    const item = admin.page.getByTestId('feedback').filter({ hasText: message });
    await item.waitFor();
    await expect.poll(() => item.textContent()).toContain('من صفحة /tutors');
    await screenshot(admin.page, 'admin-feedback-desktop');
    expect(student.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await Promise.all([student.context.close(), admin.context.close()]);
  });
});
