import { readFileSync } from 'node:fs';
import type { InvoiceView, Paged } from '@kalam/core';
import { describe, expect, inject, it } from 'vitest';
import { solidPng } from '../../dev/fixtures/png';
import { DEMO_PASSWORD } from '../../dev/seed';
import { DESKTOP, newPage, PHONE, press, screenshot, signIn, useBrowser } from '../browser';

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
    // a filter's select stands exactly as tall as the tutor search beside it (a native select grew with Cairo's tall line)
    const height = (name: string, role: 'combobox' | 'searchbox') =>
      admin.page.getByRole(role, { name }).evaluate((e) => e.getBoundingClientRect().height);
    expect(await height('الحالة', 'combobox')).toBe(await height('المدرس', 'searchbox'));

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
  }, 180_000);
});

describe('earnings lesson by lesson', () => {
  it('a tutor reads what each lesson of a month earned, on a phone and a desktop, and downloads the month as a spreadsheet', async () => {
    const token = await tokenOf('tutor1@kalam.test', '198.51.100.122');
    const me = (await (await fetch(`${baseUrl}/api/v1/user/current`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      id: number;
    };
    const stats = (await (
      await fetch(`${baseUrl}/api/v1/invoice/stats/${me.id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      monthly: { start: number; earned: number }[];
    };
    const month = stats.monthly.findLast((m) => m.earned > 0)!;
    const name = new Intl.DateTimeFormat('ar-EG', { timeZone: 'Africa/Cairo', year: 'numeric', month: 'long' }).format(month.start);

    for (const device of [PHONE, DESKTOP]) {
      const { page, context, errors } = await newPage(browser(), baseUrl, device);
      await signIn(page, 'tutor1@kalam.test');
      await page.goto('/invoices');
      if (device === PHONE) {
        // a chart still drawn at a wider size (a phone turned upright, a window narrowed) stays inside its card: wider, it
        // would widen the phone's layout until every tap landed beside its target
        const canvas = page.locator('canvas').first();
        const widened = await canvas.evaluate((c) => {
          const width = c.style.width;
          c.style.width = '1100px';
          const scrolled = document.documentElement.scrollWidth;
          c.style.width = width;
          return scrolled;
        });
        expect(widened).toBe(PHONE.viewport.width);
      }
      const section = page.getByTestId('earnings-by-lesson');
      await section.getByLabel('الشهر').selectOption({ label: name });
      await expect.poll(() => section.getByTestId('earnings-month-sum').textContent()).toContain(name);
      const sum = (await section.getByTestId('earnings-month-sum').textContent())!;
      expect(sum).toMatch(/ربحت منها? .*ج\.م\.|ربحت منهما .*ج\.م\./);
      await expect.poll(() => section.getByTestId('earning-row').count()).toBeGreaterThan(0);
      await section.getByTestId('earning-row').first().scrollIntoViewIfNeeded();
      await screenshot(page, `invoices-by-lesson-${device === PHONE ? 'phone' : 'desktop'}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        press(section.getByRole('button', { name: 'تنزيل الشهر (CSV)' })),
      ]);
      const key = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo', year: 'numeric', month: '2-digit' }).format(month.start);
      expect(download.suggestedFilename()).toBe(`kalam-earnings-${key}.csv`);
      const csv = readFileSync((await download.path())!, 'utf8');
      const lines = csv.split('\r\n');
      expect(lines[0]).toBe('\uFEFFالتاريخ,الوقت (القاهرة),الطالب,المدة (دقيقة),المبلغ (ج.م.)');
      // one line per lesson of the month, then the closing line break
      expect(lines.length - 2).toBe(Number(await section.getByTestId('earnings-month-sum').getAttribute('data-count')));
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 180_000);
});
