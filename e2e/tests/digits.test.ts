import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { arabicDigits } from '../booking-steps';
import { newPage, PHONE, screenshot, signIn, useBrowser } from '../browser';
import { mailedCode } from '../mailbox';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** A phone as a student holds it: touch, a dense screen, Arabic keyboard digits. */
async function phonePage(b: Browser): Promise<Page> {
  return (await newPage(b, baseUrl, PHONE)).page;
}

describe('numbers typed in Arabic-Indic digits on a phone', () => {
  it('verifies the emailed code, saves a phone number and a birth year typed as an Egyptian keyboard types them', async () => {
    const page = await phonePage(browser());
    const email = `digits.${Date.now()}@example.com`;
    await page.goto('/register/student');
    await page.getByLabel('الاسم').fill('Nour Adel');
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByLabel('كلمة المرور', { exact: true }).fill('secret12!');
    await page.getByLabel('تأكيد كلمة المرور').fill('secret12!');
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await page.waitForURL('**/s/dashboard');

    const code = await mailedCode(page, email);
    await page.goto('/verify-email');
    await page.getByLabel('كود التأكيد').fill(arabicDigits(code!));
    await page.getByRole('button', { name: 'تأكيد', exact: true }).click();
    await page.getByText('تم تأكيد بريدك الإلكتروني').waitFor();
    await screenshot(page, 'digits-email-verified-phone');

    await page.goto('/s/settings');
    const personal = page.getByRole('form', { name: 'البيانات الشخصية' });
    await personal.getByLabel('رقم الموبايل').fill('٠١٠١٢٣٤٥٦٧٨');
    await personal.getByLabel('سنة الميلاد').fill('٢٠٠٥');
    await personal.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await page.getByText('تم حفظ التغييرات').first().waitFor();
    await expect.poll(() => personal.getByRole('alert').count()).toBe(0);
    await page.reload();
    await expect
      .poll(() => page.getByRole('form', { name: 'البيانات الشخصية' }).getByLabel('رقم الموبايل').inputValue())
      .toBe('01012345678');
    await expect.poll(() => page.getByRole('form', { name: 'البيانات الشخصية' }).getByLabel('سنة الميلاد').inputValue()).toBe('2005');
    await screenshot(page, 'digits-settings-phone');
    await page.context().close();
  });

  it('asks for a withdrawal with the amount and the wallet number in Arabic-Indic digits', async () => {
    const page = await phonePage(browser());
    await signIn(page, 'tutor1@kalam.test');
    await page.goto('/invoices');
    await page.getByTestId('balance-available').filter({ hasText: /[٠-٩]/ }).waitFor();
    await page.getByRole('button', { name: 'طلب سحب الأرباح' }).click();
    await page.getByRole('radio', { name: /محفظة إلكترونية/ }).check();
    await page.getByLabel('رقم المحفظة').fill('٠١١٢٣٤٥٦٧٨٩');
    await page.getByLabel('المبلغ بالجنيه').fill('١٢٠٫٥');
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    await page.getByTestId('invoice-row').filter({ hasText: '١٢٠٫٥' }).first().getByText('قيد المراجعة').waitFor();
    await screenshot(page, 'digits-withdrawal-phone');
    await page.context().close();
  });
});
