import { type AvailabilityView, MINUTE_MS, type Paged, type TutorCard, weekOf } from '@kalam/core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../dev/seed';
import { newPage, PHONE, screenshot, signIn, useBrowser } from '../browser';
import { newVerifiedStudent } from '../people';

const baseUrl = inject('baseUrl');
const fawryUrl = inject('fawryUrl');
const browser = useBrowser();

async function api(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl}/api/v1${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
}

/** Three back-to-back 30-minute times of one tutor next week (Saturday to Friday, Cairo). */
async function threeTimesNextWeek(): Promise<{ tutorId: number; starts: number[] }> {
  const week = weekOf(Date.now() + 7 * 24 * 60 * MINUTE_MS);
  const tutors = (await (await api('/user/tutor/list/onboarded?size=30')).json()) as Paged<TutorCard>;
  for (const tutor of tutors.list) {
    const view = (await (
      await api(`/availability-slot/?tutorId=${tutor.id}&from=${week.start}&to=${week.end}`)
    ).json()) as AvailabilityView;
    const long = view.bookable.find((b) => b.end - b.start >= 90 * MINUTE_MS);
    if (long) return { tutorId: tutor.id, starts: [0, 1, 2].map((i) => long.start + i * 30 * MINUTE_MS) };
  }
  throw new Error('no tutor with 90 free minutes next week');
}

describe('subscribing in a real browser', () => {
  it('a student picks a plan and period, applies a coupon, adds a card, pays through 3DS, sees the plan and books within its weekly minutes', async () => {
    const email = await newVerifiedStudent('طالب جديد', 'payer');
    const { page, context, errors } = await newPage(browser(), baseUrl, PHONE);
    await signIn(page, email);

    await page.goto('/subscription');
    await page.getByRole('tab', { name: 'شهري' }).click();
    // the plans come by weekly minutes: Beginning first
    await page.getByTestId('plan-card').first().getByRole('link').first().click();
    await page.waitForURL(/\/checkout\/1\/0/);

    await page.getByLabel('كود الخصم').fill('welcome10');
    await page.getByRole('button', { name: 'تطبيق' }).click();
    await page.getByTestId('coupon-applied').waitFor();
    // 600 EGP a month, 10 % off
    await expect.poll(() => page.getByTestId('price-total').textContent()).toContain('٥٤٠');
    await screenshot(page, 'checkout-coupon-phone');

    // no saved card yet: Fawry's add-card page, then back to the checkout with the coupon kept
    await page.getByRole('button', { name: 'إضافة بطاقة جديدة' }).click();
    await page.waitForURL(/card-token/);
    await page.getByRole('button', { name: 'حفظ البطاقة' }).click();
    await page.waitForURL(/\/card-added/);
    await page.getByRole('heading', { name: 'تم حفظ بطاقتك' }).waitFor();
    await page
      .getByRole('link', { name: 'العودة لإتمام الدفع' })
      .or(page.getByRole('button', { name: 'العودة لإتمام الدفع' }))
      .click();
    await page.waitForURL(/\/checkout\/1\/0/);
    await page.getByTestId('coupon-applied').waitFor();

    await page.getByRole('radio', { name: /4242/ }).check();
    await page.getByLabel('رمز الأمان (CVV)').fill('123');
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/sandbox\/3ds\//);
    await page.getByText('٥٤٠').or(page.getByText('540')).first().waitFor();
    await page.getByRole('button', { name: 'تأكيد الدفع' }).click();
    await page.waitForURL(/\/checkout\/1\/0\?.*transaction=/);
    await page.getByRole('heading', { name: 'تم الدفع بنجاح، واشتراكك فعّال' }).waitFor();
    await screenshot(page, 'checkout-paid-phone');

    await page.goto('/subscription');
    await page.getByTestId('subscription-summary').waitFor();
    await expect.poll(() => page.getByTestId('remaining-minutes').textContent()).toContain('ساعة');

    // 60 weekly minutes: two 30-minute lessons fit, a third is refused
    const { token } = (await (
      await api('/auth/password', {
        method: 'POST',
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
        headers: { 'cf-connecting-ip': '198.51.100.91' },
      })
    ).json()) as { token: string };
    const { tutorId, starts } = await threeTimesNextWeek();
    const book = (start: number) =>
      api('/lesson/', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify({ tutorId, start, duration: 30 }),
      });
    expect((await book(starts[0]!)).status).toBe(201);
    expect((await book(starts[1]!)).status).toBe(201);
    const beyond = await book(starts[2]!);
    expect(beyond.status).toBe(409);
    expect(await beyond.json()).toMatchObject({ code: 'reached-booking-limit' });

    await page.goto('/payments');
    await page.getByText('مدفوع', { exact: true }).first().waitFor();
    await page.getByText('WELCOME10').first().waitFor();
    await screenshot(page, 'payments-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a student pays by reference number at a Fawry outlet and the page follows it to paid', async () => {
    const email = await newVerifiedStudent('طالب جديد', 'payer');
    const { page, context, errors } = await newPage(browser(), baseUrl);
    await signIn(page, email);
    await page.goto('/checkout/2/1');
    await page.getByRole('radio', { name: 'الدفع في فوري' }).check();
    await page.getByTestId('pay-button').click();
    const number = (await page.getByTestId('reference-number').textContent())!.replace(/\D/g, '');
    expect(number.length).toBeGreaterThan(5);
    await screenshot(page, 'checkout-reference-number');
    // someone pays it at an outlet: the sandbox tells Kalam, the page notices
    const orders = (await (await fetch(`${fawryUrl}/sandbox/orders`)).json()) as { merchantRefNum: string; referenceNumber: string }[];
    const order = orders.find((o) => o.referenceNumber === number)!;
    expect(order).toBeTruthy();
    const settled = await fetch(`${fawryUrl}/sandbox/orders/${order.merchantRefNum}/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'PAID' }),
    });
    expect(settled.ok).toBe(true);
    await page.getByRole('heading', { name: 'تم الدفع بنجاح، واشتراكك فعّال' }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'checkout-reference-paid');
    expect(errors).toEqual([]);
    await context.close();
  });
});
