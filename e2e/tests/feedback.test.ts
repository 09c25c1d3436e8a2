import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, signIn, useBrowser } from '../browser';
import { apiCall, apiToken } from '../people';

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
    // two people's pages are checked at both sizes on close: past a minute when both cores are busy
  }, 120_000);

  it('an admin answers a feedback on a phone and marks it handled; the student reads the answer in the bell', async () => {
    const message = `هل يمكن إضافة تمارين بين الدروس؟ ${Date.now()}`;
    const shared = await apiCall('/feedback', {
      method: 'POST',
      token: await apiToken('student5@kalam.test'),
      body: { message, page: '/tutors' },
    });
    expect(shared.status).toBe(201);
    const admin = await newPage(browser(), baseUrl, PHONE);
    await signIn(admin.page, 'admin@kalam.test');
    await admin.page.goto('/admin/feedback?handled=false');
    const item = admin.page.getByTestId('feedback').filter({ hasText: message });
    await item.getByText('بانتظار المتابعة').waitFor();
    await item.getByRole('button', { name: 'الرد على المرسل' }).click();
    const answer = 'شكرًا! التمارين بين الدروس في خطتنا القادمة.';
    await item.getByLabel(/^ردك على/).fill(answer);
    await screenshot(admin.page, 'admin-feedback-reply-phone');
    await item.getByRole('button', { name: 'إرسال الرد' }).click();
    await admin.page.getByRole('status').filter({ hasText: 'أُرسل الرد إلى صاحب الرأي.' }).first().waitFor();
    // answered is handled: it leaves the waiting list and shows under the handled ones with the answer
    await expect.poll(() => admin.page.getByTestId('feedback').filter({ hasText: message }).count()).toBe(0);
    await admin.page.getByLabel('عرض').selectOption({ label: 'تمت متابعته' });
    await item.getByTestId('feedback-reply').getByText(answer).waitFor();
    await screenshot(admin.page, 'admin-feedback-handled-desktop', DESKTOP);

    const student = await newPage(browser(), baseUrl);
    await signIn(student.page, 'student5@kalam.test');
    await student.page.getByRole('button', { name: /^الإشعارات/ }).click();
    await student.page.getByText(answer, { exact: false }).first().waitFor();
    expect(admin.errors).toEqual([]);
    expect(student.errors).toEqual([]);
    await Promise.all([admin.context.close(), student.context.close()]);
  }, 120_000);
});
