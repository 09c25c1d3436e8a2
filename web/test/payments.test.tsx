import type { CouponView, CurrentUser, PaymentStarted, Plan, SavedCard, StudentStats, TransactionView } from '@kalam/core';
import { PaymentMethod, PaymentStatus, PlanPeriod, Role } from '@kalam/core/enums';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goTo } from '../src/features/payments/lib/navigation';
import { endSession, startSession } from '../src/lib/session';
import CardAdded from '../src/routes/card-added';
import Checkout from '../src/routes/checkout';
import Payments from '../src/routes/payments';
import Subscription from '../src/routes/subscription';
import { mockFetch, renderAt } from './render';

vi.mock('../src/features/payments/lib/navigation', async (load) => ({
  ...(await load<typeof import('../src/features/payments/lib/navigation')>()),
  goTo: vi.fn(),
}));

const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const signIn = (over: Partial<CurrentUser> = {}) =>
  startSession(
    {
      token: `h.${b64url({ id: 4, iat: 0, exp: Math.floor(Date.now() / 1000) + 7 * 86_400 })}.s`,
      user: {
        id: 4,
        name: 'منى',
        email: 'mona@example.com',
        role: Role.Student,
        verified: true,
        hasPassword: true,
        image: null,
        gender: 'female',
        birthYear: 2000,
        phone: null,
        phoneVerified: false,
        city: null,
        creditScore: 0,
        notifications: null,
        timeZone: 'Africa/Cairo',
        deactivated: false,
        tutor: null,
        ...over,
      },
    },
    false,
  );

const plan: Plan = {
  id: 1,
  alias: 'Beginning',
  nameAr: 'المبتدئ',
  weeklyMinutes: 90,
  fullMonthPrice: 60000,
  fullMonthDiscount: 0,
  fullQuarterPrice: 180000,
  fullQuarterDiscount: 10,
  halfYearPrice: 360000,
  halfYearDiscount: 15,
  fullYearPrice: 720000,
  fullYearDiscount: 25,
  forInvitesOnly: false,
  active: true,
  createdAt: 0,
  updatedAt: 0,
};
const coupon: CouponView = { id: 3, code: 'SAVE20', discount: 20, expiresAt: Date.now() + 86_400_000, createdAt: 0, updatedAt: 0 };
const card: SavedCard = { token: 'tok-1', lastFourDigits: '4242', brand: 'Visa', createdAt: null };
const END = Date.UTC(2027, 2, 1, 12);
const tx = (over: Partial<TransactionView> = {}): TransactionView => ({
  id: 55,
  userId: 4,
  student: { id: 4, name: 'منى عادل', email: 'mona@example.com' },
  plan: { id: 1, alias: 'Beginning', nameAr: 'المبتدئ', weeklyMinutes: 90 },
  period: PlanPeriod.Quarter,
  method: PaymentMethod.Fawry,
  status: PaymentStatus.New,
  amount: 162000,
  discount: 18000,
  couponCode: null,
  merchantRefNum: 'm-55',
  referenceNumber: '9876543210',
  expiresAt: Date.UTC(2026, 10, 30, 10),
  installmentMonths: null,
  refundedAmount: 0,
  paidAt: null,
  createdAt: Date.UTC(2026, 10, 28, 10),
  updatedAt: 0,
  subscription: null,
  ...over,
});
const started = (t: TransactionView, over: Partial<PaymentStarted> = {}): PaymentStarted => ({
  transaction: t,
  redirectUrl: null,
  walletQr: null,
  ...over,
});

type Answer = { status?: number; body: unknown };
/** The payments API with sensible answers; `over` replaces any of them by "METHOD /path" (path after /api/v1). */
function api(over: Record<string, (body: unknown, url: URL) => Answer> = {}) {
  return mockFetch((url, init) => {
    const path = url.pathname.replace('/api/v1', '');
    const key = `${init.method ?? 'GET'} ${path}`;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (over[key]) return over[key](body, url);
    if (key === 'GET /plan/1') return { body: plan };
    if (key === 'GET /plan/list') return { body: { list: [plan], total: 1 } };
    if (key === 'GET /fawry/card-token/list') return { body: [card] };
    if (key === 'GET /coupon/code/SAVE20') return { body: coupon };
    if (key.startsWith('GET /coupon/code/')) return { status: 404, body: { code: 'coupon-not-found' } };
    if (key === 'GET /user/student/stats/personalized') return { body: { lessons: {}, minutesLearned: 0, tutors: 0, subscription: null } };
    return { status: 404, body: { code: 'not-found' } };
  });
}

const showCheckout = (url = '/checkout/1/1') => renderAt(<Checkout />, { path: '/checkout/:planId/:period', url });
const payButton = () => screen.getByRole('button', { name: /^ادفع/ });

beforeEach(() => vi.mocked(goTo).mockClear());
afterEach(() => endSession());

describe('the checkout', () => {
  it('shows the plan and a price breakdown that follows an applied coupon, and the total on the pay button', async () => {
    signIn();
    const calls = api();
    showCheckout();
    const breakdown = await screen.findByTestId('price-breakdown');
    expect(screen.getByTestId('checkout-plan').textContent).toMatch(/المبتدئ.*لمدة ٣ شهور.*ساعة و٣٠ دقيقة/);
    expect(within(breakdown).getByTestId('price-full').textContent).toContain('١٬٨٠٠');
    expect(within(breakdown).getByTestId('price-plan-discount').textContent).toContain('١٨٠');
    expect(within(breakdown).getByTestId('price-total').textContent).toContain('١٬٦٢٠');

    fireEvent.change(screen.getByLabelText('كود الخصم'), { target: { value: 'save20' } });
    fireEvent.click(screen.getByRole('button', { name: 'تطبيق' }));
    expect((await screen.findByTestId('coupon-applied')).textContent).toMatch(/SAVE20.*٢٠٪/);
    expect(calls.some((c) => c.url.pathname === '/api/v1/coupon/code/SAVE20')).toBe(true);
    expect(screen.getByTestId('price-coupon-discount').textContent).toContain('٣٢٤');
    expect(screen.getByTestId('price-total').textContent).toContain('١٬٢٩٦');
    expect(payButton().textContent).toMatch(/ادفع.*١٬٢٩٦.*ج\.م\./);

    fireEvent.click(screen.getByRole('button', { name: 'إزالة الكود' }));
    expect(screen.getByTestId('price-total').textContent).toContain('١٬٦٢٠');
  });

  it('says an unknown coupon under the coupon field', async () => {
    signIn();
    api();
    showCheckout();
    const field = await screen.findByLabelText('كود الخصم');
    fireEvent.change(field, { target: { value: 'NOPE1' } });
    fireEvent.click(screen.getByRole('button', { name: 'تطبيق' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe('هذا الكود غير صحيح أو انتهت صلاحيته.');
    expect(screen.getByTestId('price-total').textContent).toContain('١٬٦٢٠');
  });

  it('pays with a saved card and its CVV once, then leaves for the 3DS page', async () => {
    signIn();
    const posts: unknown[] = [];
    api({
      'POST /fawry/pay/card': (body) => (
        posts.push(body),
        { status: 201, body: started(tx({ method: PaymentMethod.Card, referenceNumber: null }), { redirectUrl: 'https://fawry.test/3ds' }) }
      ),
    });
    showCheckout();
    expect(((await screen.findByRole('radio', { name: 'بطاقة محفوظة' })) as HTMLInputElement).checked).toBe(true);
    expect(((await screen.findByRole('radio', { name: /Visa •••• 4242/ })) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(payButton());
    expect(await screen.findByText('القيمة غير صحيحة.')).toBeTruthy(); // no CVV yet
    fireEvent.change(screen.getByLabelText('رمز الأمان (CVV)'), { target: { value: '١٢٣' } });
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://fawry.test/3ds'));
    expect(posts).toEqual([{ planId: 1, period: PlanPeriod.Quarter, cardToken: 'tok-1', cvv: '123' }]);
    expect((payButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers installments no longer than the period, with the monthly amount', async () => {
    signIn();
    api();
    showCheckout('/checkout/1/3');
    fireEvent.click(await screen.findByRole('radio', { name: 'تقسيط بنكي' }));
    const months = screen.getByRole('group', { name: 'عدد الأشهر' });
    expect(within(months).getAllByRole('radio')).toHaveLength(2);
    // half a year: 3,600 less 15% = 3,060; over 6 months 510 a month
    expect(months.textContent).toMatch(/٦ أشهر.*٥١٠.*شهريًا/);
  });

  it('stores the checkout before leaving to add a card', async () => {
    signIn();
    api({ 'GET /fawry/card-token/url': () => ({ body: { url: 'https://fawry.test/add-card' } }) });
    showCheckout();
    fireEvent.click(await screen.findByRole('button', { name: 'إضافة بطاقة جديدة' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://fawry.test/add-card'));
    expect(sessionStorage.getItem('kalam.checkoutReturn')).toBe('/checkout/1/1');
  });

  it('shows the reference number, the amount and the expiry after choosing to pay at Fawry, and can cancel the order', async () => {
    signIn();
    const order = tx();
    let status: number = PaymentStatus.New;
    const calls = api({
      'POST /fawry/pay/ref-num': () => ({ status: 201, body: started(order) }),
      'GET /transaction/55': () => ({ body: { ...order, status } }),
      'POST /fawry/cancel-unpaid-order': () => ((status = PaymentStatus.Canceled), { body: { ...order, status } }),
    });
    showCheckout();
    fireEvent.click(await screen.findByRole('radio', { name: 'الدفع في فوري' }));
    fireEvent.click(payButton());
    expect((await screen.findByTestId('reference-number')).textContent).toBe('9876543210');
    expect(screen.getByTestId('reference-amount').textContent).toContain('١٬٦٢٠');
    expect(screen.getByText(/قبل .*٣٠ نوفمبر/)).toBeTruthy();
    // one tap copies the number to paste at the Fawry counter or app, and says so in Arabic
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'انسخ الرقم المرجعي 9876543210' }));
    expect(await screen.findByRole('button', { name: 'تم النسخ' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('9876543210');
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toEqual({ planId: 1, period: PlanPeriod.Quarter });
    expect(new Headers(post.init.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);

    fireEvent.click(screen.getByRole('button', { name: 'إلغاء هذا الطلب' }));
    fireEvent.click(screen.getByRole('button', { name: 'نعم، ألغِ الطلب' }));
    expect(await screen.findByRole('heading', { name: 'أُلغي الطلب' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'حاول مرة أخرى' }));
    expect(await screen.findByTestId('price-breakdown')).toBeTruthy();
  });

  it('follows a payment back from 3DS until it is paid, then shows the subscription', async () => {
    signIn();
    let asked = 0;
    const paid = tx({
      method: PaymentMethod.Card,
      status: PaymentStatus.Paid,
      referenceNumber: null,
      paidAt: Date.now(),
      subscription: { id: 8, start: Date.now(), end: END },
    });
    api({ 'GET /transaction/55': () => ({ body: ++asked < 2 ? tx({ method: PaymentMethod.Card, referenceNumber: null }) : paid }) });
    showCheckout('/checkout/1/1?transaction=55&merchantRefNumber=m-55&statusCode=200');
    expect(await screen.findByRole('heading', { name: 'نتحقق من حالة الدفع…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'تم الدفع بنجاح، واشتراكك فعّال' })).toBeTruthy();
    expect(screen.getByTestId('subscription-end').textContent).toBe('١ مارس ٢٠٢٧');
    expect(screen.getByText('ساعة و٣٠ دقيقة')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'لوحة التحكم' }).getAttribute('href')).toBe('/s/dashboard');
    expect(screen.getByRole('link', { name: 'احجز درسًا مع مدرس' }).getAttribute('href')).toBe('/tutors');
  });

  it('explains that the student is already subscribed, with a link to the payments page', async () => {
    signIn();
    api({ 'POST /fawry/pay/ref-num': () => ({ status: 409, body: { code: 'subscription-exists' } }) });
    showCheckout();
    fireEvent.click(await screen.findByRole('radio', { name: 'الدفع في فوري' }));
    fireEvent.click(payButton());
    const error = await screen.findByTestId('payment-error');
    expect(error.textContent).toContain('لديك اشتراك فعّال بالفعل');
    expect(within(error).getByRole('link', { name: 'اطّلع على اشتراكك ومدفوعاتك' }).getAttribute('href')).toBe('/payments');
  });

  it("shows Fawry's own message with a payment error, and checks the wallet phone before sending", async () => {
    signIn();
    const calls = api({
      'POST /fawry/pay/e-wallet': () => ({ status: 502, body: { code: 'fawry-payment-error', message: 'Wallet not registered' } }),
    });
    showCheckout();
    fireEvent.click(await screen.findByRole('radio', { name: 'محفظة إلكترونية' }));
    const phone = screen.getByLabelText('رقم الموبايل المسجل في المحفظة');
    fireEvent.change(phone, { target: { value: '0123' } });
    fireEvent.click(payButton());
    expect(await screen.findByText(/رقم الموبايل غير صحيح/)).toBeTruthy();
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);
    fireEvent.change(phone, { target: { value: '٠١٠١٢٣٤٥٦٧٨' } });
    fireEvent.click(payButton());
    const error = await screen.findByTestId('payment-error');
    expect(error.textContent).toContain('تعذر إتمام الدفع عبر فوري');
    expect(error.textContent).toContain('Wallet not registered');
    expect(JSON.parse(String(calls.find((c) => c.init.method === 'POST')!.init.body)).phone).toBe('01012345678');
  });

  it('sends a signed-out visitor to sign in and back', async () => {
    api();
    const { router } = showCheckout('/checkout/1/2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/checkout/1/2')}`);
  });
});

describe('the subscription page', () => {
  it("leads each plan to its checkout for the chosen period, and shows an active subscription with this week's remaining time", async () => {
    signIn();
    const stats: StudentStats = {
      lessons: { total: 0, upcoming: 0, fulfilled: 0, cancelled: 0 },
      minutesLearned: 0,
      tutors: 0,
      subscription: { planId: 1, alias: 'Beginning', nameAr: 'المبتدئ', weeklyMinutes: 90, end: END, usedThisWeek: 30 },
    };
    api({ 'GET /user/student/stats/personalized': () => ({ body: stats }) });
    renderAt(<Subscription />, { path: '/subscription' });
    const summary = await screen.findByTestId('subscription-summary');
    expect(summary.textContent).toContain('المبتدئ');
    expect(summary.textContent).toContain('١ مارس ٢٠٢٧');
    expect(within(summary).getByTestId('remaining-minutes').textContent).toBe('ساعة');
    fireEvent.click(screen.getByRole('tab', { name: 'سنوي' }));
    const planCard = screen.getByTestId('plan-card');
    expect(within(planCard).getByRole('link', { name: 'اشترك الآن' }).getAttribute('href')).toBe('/checkout/1/2');
    expect(planCard.textContent).toContain('باقتك الحالية');
  });
});

describe('the payments page', () => {
  it("lists the student's payments with Arabic status labels, and lets an unpaid order be canceled", async () => {
    signIn();
    const list = [
      tx({ id: 60, status: PaymentStatus.New }),
      tx({ id: 59, method: PaymentMethod.Card, status: PaymentStatus.Paid, referenceNumber: null, couponCode: 'SAVE20' }),
      tx({ id: 58, method: PaymentMethod.BankInstallment, status: PaymentStatus.Failed, referenceNumber: null, installmentMonths: 3 }),
    ];
    const calls = api({ 'GET /transaction/list': () => ({ body: { list, total: 3 } }) });
    renderAt(<Payments />, { path: '/payments' });
    const rows = await screen.findAllByTestId('transaction');
    expect(rows.map((r) => within(r).getByTestId('payment-status').textContent)).toEqual(['بانتظار الدفع', 'مدفوع', 'فشل']);
    expect(rows[0]!.textContent).toContain('9876543210');
    expect(rows[0]!.textContent).toContain('فوري (رقم مرجعي)');
    expect(rows[1]!.textContent).toContain('SAVE20');
    expect(rows[2]!.textContent).toMatch(/تقسيط بنكي.*٣ أشهر/);
    expect(within(rows[0]!).getByRole('button', { name: 'إلغاء هذا الطلب' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: 'إلغاء هذا الطلب' })).toBeNull();
    expect(calls.find((c) => c.url.pathname.endsWith('/transaction/list'))!.url.searchParams.get('page')).toBe('1');
    expect(await screen.findByText('Visa •••• 4242')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'اختر باقة' }).getAttribute('href')).toBe('/subscription');
  });
});

describe('the card-added page', () => {
  it('confirms the card and leads back to the saved checkout', () => {
    sessionStorage.setItem('kalam.checkoutReturn', '/checkout/1/1');
    api();
    renderAt(<CardAdded />, { path: '/card-added', url: '/card-added?statusCode=200&token=x' });
    expect(screen.getByRole('heading', { name: 'تم حفظ بطاقتك' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة لإتمام الدفع' }).getAttribute('href')).toBe('/checkout/1/1');
  });

  it('says when Fawry could not save the card', () => {
    api();
    renderAt(<CardAdded />, { path: '/card-added', url: '/card-added?statusCode=9901&statusDescription=failed' });
    expect(screen.getByRole('heading', { name: 'لم نتمكن من حفظ البطاقة' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'متابعة' }).getAttribute('href')).toBe('/subscription');
  });
});
