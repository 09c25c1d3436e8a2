import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, signIn, useBrowser } from '../browser';
import { sql } from '../people';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('the admin payments list', () => {
  it('an admin finds a seeded demo payment by the student’s email on a phone, refunds part of it from the list, and sees what was refunded on a desktop', async () => {
    // the last seeded subscriber's quarter, paid by card 30 days ago; the stand-in holds the order as Fawry would
    const [demo] = await sql<{ id: number; email: string; name: string; amount: number }>(
      `select t.id, u.email, u.name, t.amount from transactions t join users u on u.id = t.user_id
       where t.merchant_ref_num = 'DEMO-000006'`,
    );
    const phone = await newPage(browser(), baseUrl, PHONE);
    const page = phone.page;
    await signIn(page, 'admin@kalam.test');
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'قائمة الإدارة' }).getByRole('link', { name: 'المدفوعات' }).click();
    await page.getByRole('heading', { level: 1, name: 'المدفوعات' }).waitFor();
    await page.getByLabel('اسم الطالب أو بريده').fill(demo!.email.toUpperCase());
    await page.getByRole('button', { name: 'بحث', exact: true }).click();
    await expect.poll(() => page.getByTestId('transaction').count()).toBe(1);
    const row = page.getByTestId('transaction');
    await row.getByText(demo!.name).waitFor();
    await row.getByText('مدفوع', { exact: true }).waitFor();
    await screenshot(page, 'admin-payments-phone');

    await row.getByRole('button', { name: 'استرداد' }).click();
    const dialog = page.getByRole('dialog', { name: 'استرداد مبلغ للطالب' });
    await dialog.getByLabel('المبلغ المسترد (جنيه)').fill('١٠٠');
    await dialog.getByLabel('سبب الاسترداد').fill('تعويض عن درس لم يحضره المدرس');
    await dialog.getByRole('button', { name: 'متابعة' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'استرداد مبلغ للطالب' });
    await confirm.getByText(/ويبقى الباقي مدفوعًا/).waitFor();
    await confirm.getByRole('button', { name: /^نعم، استرد/ }).click();
    await page.getByRole('status').filter({ hasText: 'تم استرداد' }).first().waitFor();
    await row.getByText('مسترد جزئيًا', { exact: true }).waitFor();
    await expect.poll(() => row.locator('[data-label="المسترد"]').textContent()).toMatch(/١٠٠/);
    expect(
      (await sql<{ refunded_amount: number }>('select refunded_amount from transactions where id = ?', [demo!.id]))[0]!.refunded_amount,
    ).toBe(10_000);
    expect(phone.errors).toEqual([]);
    await phone.context.close();

    // on a desktop: partly refunded payments, the student named, discount, coupon and refunded each in its own cell
    const desk = await newPage(browser(), baseUrl, DESKTOP);
    await signIn(desk.page, 'admin@kalam.test');
    await desk.page.goto('/admin/payments?status=5');
    const table = desk.page.getByTestId('transactions');
    const refunded = table.getByTestId('transaction').filter({ hasText: demo!.email });
    await refunded.waitFor();
    for (const column of ['الطالب', 'الخصم', 'كود الخصم', 'المسترد'])
      await table.getByRole('columnheader', { name: column, exact: true }).waitFor();
    await expect.poll(() => refunded.getByRole('cell').nth(7).textContent()).toMatch(/١٠٠/);
    await screenshot(desk.page, 'admin-payments-desktop');
    expect(desk.errors).toEqual([]);
    await desk.context.close();
  });
});
