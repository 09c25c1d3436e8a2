import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage, screenshot, useBrowser } from '../browser';
import { newestMail } from '../mailbox';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** The newest mail to an address, with its code and its link. */
async function readMail(page: Page, to: string) {
  const body = await newestMail(page, to);
  return { body, code: body.match(/: (\d{4,5})\n/)?.[1], link: body.match(/https?:\/\/\S+token=[\w-]+/)?.[0] };
}

async function registerStudent(page: Page, email: string) {
  await page.goto('/register/student');
  await page.getByLabel('الاسم').fill('Hana Samir');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill('secret12!');
  await page.getByLabel('تأكيد كلمة المرور').fill('secret12!');
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await page.waitForURL('**/s/dashboard');
}

describe('email verification and password reset in a real browser', () => {
  it('registers, reads the code from the mailbox page, verifies, logs out and logs in', async () => {
    const { page, context } = await newPage(browser(), baseUrl);
    const email = `hana.${Date.now()}@example.com`;
    await registerStudent(page, email);
    await page.getByTestId('unverified-banner').waitFor();
    await page.getByTestId('unverified-banner').getByText(email).waitFor();
    await page.getByRole('link', { name: 'تأكيد الآن' }).click();
    // sign-up already mailed the code: the screen says where, and a new code waits for the cool-down
    await page.getByText(`أرسلنا رابط التأكيد وكودًا من ٤ أرقام إلى ${email}`).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'إرسال كود جديد' }).isDisabled()).toBe(true);
    await page.getByText(/يمكنك طلب كود جديد بعد/).waitFor();
    await screenshot(page, 'verify-email-cooldown');
    const { code, link } = await readMail(page, email);
    expect(code).toMatch(/^\d{4}$/);
    expect(link).toContain('/verify-email?token=');
    await page.goto('/dev/mailbox');
    await screenshot(page, 'dev-mailbox');
    await page.goto('/verify-email');
    await page.getByLabel('كود التأكيد').fill(code!);
    await page.getByRole('button', { name: 'تأكيد', exact: true }).click();
    await page.getByText('تم تأكيد بريدك الإلكتروني').waitFor();
    await page.getByTestId('unverified-banner').waitFor({ state: 'detached' });
    await screenshot(page, 'email-verified');

    await page.getByRole('button', { name: 'قائمة الحساب' }).click();
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
    await page.goto('/login');
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByLabel('كلمة المرور').fill('secret12!');
    await page.getByRole('button', { name: 'دخول' }).click();
    await page.waitForURL('**/s/dashboard');
    await expect.poll(() => page.getByTestId('unverified-banner').count()).toBe(0);
    await context.close();
  });

  it('resets the password by code and then by link', async () => {
    const { page, context } = await newPage(browser(), baseUrl);
    await page.goto('/forget-password');
    await page.getByLabel('البريد الإلكتروني').fill('student7@kalam.test');
    await page.getByRole('button', { name: 'إرسال' }).click();
    await page.getByRole('status').filter({ hasText: 'إذا كان البريد مسجلًا' }).waitFor();
    const byCode = await readMail(page, 'student7@kalam.test');
    expect(byCode.code).toMatch(/^\d{5}$/);
    await page.goto('/reset-password?email=student7%40kalam.test');
    await page.getByLabel('كود إعادة التعيين').fill(byCode.code!);
    await page.getByLabel('كلمة المرور الجديدة').fill('fresh12!pw');
    await page.getByLabel('تأكيد كلمة المرور').fill('fresh12!pw');
    await page.getByRole('button', { name: 'حفظ كلمة المرور' }).click();
    await page.getByRole('status').filter({ hasText: 'تم تغيير كلمة المرور' }).waitFor();
    await screenshot(page, 'reset-by-code');

    await page.goto('/forget-password');
    await page.getByLabel('البريد الإلكتروني').fill('student7@kalam.test');
    await page.getByRole('button', { name: 'إرسال' }).click();
    await page.getByRole('status').filter({ hasText: 'إذا كان البريد مسجلًا' }).waitFor();
    const byLink = await readMail(page, 'student7@kalam.test');
    expect(byLink.link).toContain('/reset-password?token=');
    await page.goto(byLink.link!);
    await page.getByLabel('كلمة المرور الجديدة').fill('linked12!pw');
    await page.getByLabel('تأكيد كلمة المرور').fill('linked12!pw');
    await page.getByRole('button', { name: 'حفظ كلمة المرور' }).click();
    await page.getByRole('status').filter({ hasText: 'تم تغيير كلمة المرور' }).waitFor();

    await page.goto('/login');
    await page.getByLabel('البريد الإلكتروني').fill('student7@kalam.test');
    await page.getByLabel('كلمة المرور').fill('linked12!pw');
    await page.getByRole('button', { name: 'دخول' }).click();
    await page.waitForURL('**/s/dashboard');
    await context.close();
  });

  it('sends a student who opens an admin page back to their dashboard', async () => {
    const { page, context } = await newPage(browser(), baseUrl);
    await page.goto('/admin/users');
    await page.waitForURL('**/admin/login?next=*');
    await page.getByLabel('البريد الإلكتروني').fill('student8@kalam.test');
    await page.getByLabel('كلمة المرور').fill('Kalam@2026');
    await page.getByRole('button', { name: 'دخول' }).click();
    await page.waitForURL('**/s/dashboard');
    await page.goto('/admin/users');
    await page.waitForURL('**/s/dashboard');
    await expect.poll(() => page.getByRole('navigation', { name: 'قائمة الإدارة' }).count()).toBe(0);
    await context.close();
  });
});
