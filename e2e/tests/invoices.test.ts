import type { InvoiceView, Paged } from '@kalam/core';
import { describe, expect, inject, it } from 'vitest';
import { solidPng } from '../../dev/fixtures/png';
import { DEMO_PASSWORD } from '../../dev/seed';
import { newPage, PHONE, screenshot, signIn, useBrowser } from '../browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function tokenOf(email: string, ip: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

describe('withdrawals in a real browser', () => {
  it('a tutor requests a withdrawal, an admin fulfils it with a receipt, the tutor opens the receipt and another tutor cannot', async () => {
    // the admin has the requests page open before the tutor asks: the new request appears live
    const admin = await newPage(browser(), baseUrl);
    await signIn(admin.page, 'admin@kalam.test');
    await admin.page.goto('/admin/invoices');
    await admin.page.getByTestId('invoice-row').first().waitFor();

    const tutor = await newPage(browser(), baseUrl, PHONE);
    await signIn(tutor.page, 'tutor1@kalam.test');
    await tutor.page.goto('/invoices');
    await tutor.page
      .getByTestId('balance-available')
      .filter({ hasText: /\d|[٠-٩]/ })
      .waitFor();
    await tutor.page.getByRole('button', { name: 'طلب سحب الأرباح' }).click();
    await tutor.page.getByRole('radio', { name: /محفظة إلكترونية/ }).check();
    await tutor.page.getByLabel('رقم المحفظة').fill('01012345678');
    await tutor.page.getByLabel('المبلغ بالجنيه').fill('150');
    await tutor.page.getByRole('button', { name: 'إرسال الطلب' }).click();
    const row = tutor.page.getByTestId('invoice-row').filter({ hasText: '١٥٠' }).first();
    await row.getByText('قيد المراجعة').waitFor();
    await screenshot(tutor.page, 'invoices-requested-phone');

    const adminRow = admin.page.getByTestId('invoice-row').filter({ hasText: '١٥٠' }).first();
    await adminRow.getByRole('button', { name: 'معالجة' }).click();
    const dialog = admin.page.getByRole('dialog', { name: /معالجة طلب السحب رقم/ });
    await dialog.getByRole('radio', { name: 'إتمام التحويل' }).check();
    await dialog
      .getByTestId('receipt-input')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from(solidPng(900, 600, [240, 240, 240])) });
    await screenshot(admin.page, 'admin-invoice-fulfil');
    await dialog.getByRole('button', { name: 'حفظ', exact: true }).click();
    await adminRow.getByText('تم التحويل').waitFor();
    await screenshot(admin.page, 'admin-invoices');

    await tutor.page.reload();
    await row.getByText('تم التحويل').waitFor();
    await row.getByRole('button', { name: 'عرض الإيصال' }).click();
    await tutor.page.getByTestId('receipt-preview').waitFor();
    expect(await tutor.page.getByTestId('receipt-preview').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(900);
    await screenshot(tutor.page, 'invoices-receipt-phone');

    // the receipt is the tutor's and the admins' only
    const own = await tokenOf('tutor1@kalam.test', '198.51.100.120');
    const list = (await (
      await fetch(`${baseUrl}/api/v1/invoice/list?status=fulfilled`, { headers: { authorization: `Bearer ${own}` } })
    ).json()) as Paged<InvoiceView>;
    const receipt = list.list.find((i) => i.amount === 15_000)!.receipt!;
    expect((await fetch(`${baseUrl}${receipt}`, { headers: { authorization: `Bearer ${own}` } })).status).toBe(200);
    const other = await tokenOf('tutor2@kalam.test', '198.51.100.121');
    expect((await fetch(`${baseUrl}${receipt}`, { headers: { authorization: `Bearer ${other}` } })).status).toBe(404);
    expect((await fetch(`${baseUrl}${receipt}`)).status).toBe(401);

    expect(tutor.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await tutor.context.close();
    await admin.context.close();
  });
});
