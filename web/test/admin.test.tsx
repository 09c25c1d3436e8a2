import { localDate, localTime } from '@kalam/core';
import type { CouponView, Plan, StudentStats } from '@kalam/core/api';
import { Role } from '@kalam/core/enums';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from '../src/lib/session';
import AdminLessons from '../src/routes/admin/lessons';
import AdminOverview from '../src/routes/admin/overview';
import AdminPlans from '../src/routes/admin/plans';
import AdminTutor from '../src/routes/admin/tutor';
import AdminUser from '../src/routes/admin/user';
import AdminUsers from '../src/routes/admin/users';
import { accountOf, lessonOf, mockFetch, NO_DETAILS, renderAt, signInAs } from './render';

const account = accountOf;
/** An account as the admins' list shows it: signed up on 1 March 2026, active on 20 November (Cairo), unless told otherwise. */
const listed = (over: Parameters<typeof accountOf>[0] = {}, at: { createdAt?: number; lastActiveAt?: number | null } = {}) => ({
  ...accountOf(over),
  createdAt: at.createdAt ?? Date.UTC(2026, 2, 1, 10),
  lastActiveAt: at.lastActiveAt === undefined ? Date.UTC(2026, 10, 20, 16, 30) : at.lastActiveAt,
});
const signIn = (role: Role = Role.RegularAdmin, id = 2) => {
  const user = account({ id, name: 'سارة', email: 'admin@kalam.test', role });
  signInAs(user);
  return user;
};

const DAY = 86_400_000;
const lesson = lessonOf;
const plan = (over: Partial<Plan> = {}): Plan => ({
  id: 1,
  alias: 'Beginning',
  nameAr: 'المبتدئ',
  weeklyMinutes: 60,
  fullMonthPrice: 50_000,
  fullMonthDiscount: 0,
  fullQuarterPrice: 140_000,
  fullQuarterDiscount: 5,
  halfYearPrice: 270_000,
  halfYearDiscount: 10,
  fullYearPrice: 500_000,
  fullYearDiscount: 15,
  forInvitesOnly: false,
  active: true,
  createdAt: 0,
  updatedAt: 0,
  ...over,
});
const studentStats: StudentStats = {
  lessons: { total: 4, upcoming: 1, fulfilled: 2, cancelled: 1 },
  minutesLearned: 60,
  tutors: 1,
  subscription: { planId: 1, alias: 'Beginning', nameAr: 'المبتدئ', weeklyMinutes: 60, end: Date.UTC(2026, 11, 31), usedThisWeek: 30 },
};

type Answer = { status?: number; body: unknown };
const paged = (list: unknown[]) => ({ body: { list, total: list.length } });
/** The admin API with empty but valid answers; `over` replaces any by "METHOD /path" (path after /api/v1). */
function api(over: Record<string, (body: unknown, url: URL) => Answer> = {}) {
  return mockFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${url.pathname.replace('/api/v1', '')}`;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (over[key]) return over[key](body, url);
    if (key.startsWith('GET /') && key.includes('/list')) return paged([]);
    if (key === 'GET /user/12') return { body: account() };
    if (key === 'GET /user/student/stats/12') return { body: studentStats };
    return { status: 404, body: { code: 'not-found' } };
  });
}
const lastCall = (calls: { url: URL; init: RequestInit }[], path: string, method = 'GET') =>
  calls.filter((c) => c.url.pathname === `/api/v1${path}` && (c.init.method ?? 'GET') === method).at(-1);

afterEach(() => endSession());

describe('the admin overview', () => {
  it('counts people by role, withdrawals waiting and today’s Cairo lessons not cancelled, each linked to its list', async () => {
    signIn();
    const calls = api({
      'GET /user/list': (_, url) => ({ body: { list: [], total: url.searchParams.get('role') === String(Role.Student) ? 1234 : 3 } }),
      'GET /invoice/list': () => ({ body: { list: [], total: 4 } }),
      'GET /lesson/list': (_, url) => ({ body: { list: [], total: url.searchParams.get('status') === 'cancelled' ? 2 : 19 } }),
    });
    renderAt(<AdminOverview />, { path: '/admin' });
    await waitFor(() => expect(screen.getByTestId(`users-role-${Role.Student}`).textContent).toContain('١٬٢٣٤'));
    expect(screen.getByTestId(`users-role-${Role.Student}`).getAttribute('href')).toBe(`/admin/users?role=${Role.Student}`);
    await waitFor(() => expect(screen.getByTestId('pending-withdrawals').textContent).toContain('٤'));
    await waitFor(() => expect(screen.getByTestId('today-lessons').textContent).toContain('١٧'));
    expect(lastCall(calls, '/invoice/list')!.url.searchParams.get('status')).toBe('pending');
    const today = calls.find((c) => c.url.pathname.endsWith('/lesson/list') && !c.url.searchParams.has('status'))!.url.searchParams;
    expect(Number(today.get('to')) - Number(today.get('from'))).toBe(DAY);
    expect(localDate(Number(today.get('from')))).toBe(localDate(Date.now()));
  });

  it('keeps the studio, which shares the area, out of admin screens', async () => {
    signIn(Role.Studio, 30);
    const calls = api();
    renderAt(<AdminUsers />, { path: '/admin/users' });
    expect((await screen.findByTestId('admins-only')).textContent).toContain('لمشرفي المنصة');
    expect(calls.filter((c) => c.url.pathname.endsWith('/user/list'))).toHaveLength(0);
  });
});

describe('the users list', () => {
  it('shows each account’s status, sign-up day and last activity', async () => {
    signIn();
    api({
      'GET /user/list': () =>
        paged([listed(), listed({ id: 7, name: 'أحمد علي', role: Role.Tutor, deactivated: true }, { lastActiveAt: null })]),
    });
    renderAt(<AdminUsers />, { path: '/admin/users' });
    const rows = await screen.findAllByTestId('user-row');
    const cell = (row: HTMLElement, label: string) => row.querySelector(`[data-label="${label}"]`)!.textContent;
    expect(cell(rows[0]!, 'الحالة')).toBe('نشط');
    expect(cell(rows[0]!, 'تاريخ التسجيل')).toContain('٢٠٢٦');
    expect(cell(rows[0]!, 'تاريخ التسجيل')).toContain('مارس');
    expect(cell(rows[0]!, 'آخر نشاط')).toContain('نوفمبر');
    expect(cell(rows[1]!, 'الحالة')).toBe('موقوف');
    expect(cell(rows[1]!, 'آخر نشاط')).toBe('لم يدخل بعد');
  });

  it('sends role, verification, search with its match mode and sort in the query, from the first page', async () => {
    signIn();
    const calls = api({
      'GET /user/list': () => paged([listed(), listed({ id: 7, name: 'أحمد علي', role: Role.Tutor, verified: false })]),
    });
    renderAt(<AdminUsers />, { path: '/admin/users' });
    const rows = await screen.findAllByTestId('user-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('مدرس')).toBeTruthy();
    expect(within(rows[1]!).getByText('بريد غير مؤكد')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'صفحة المدرس' }).getAttribute('href')).toBe('/admin/tutor/7');
    expect(Object.fromEntries(lastCall(calls, '/user/list')!.url.searchParams)).toEqual({ page: '1', size: '10' });

    fireEvent.change(screen.getByLabelText('الدور'), { target: { value: String(Role.Tutor) } });
    fireEvent.change(screen.getByLabelText('تأكيد البريد'), { target: { value: 'false' } });
    fireEvent.change(screen.getByLabelText('الترتيب'), { target: { value: 'asc' } });
    fireEvent.change(screen.getByLabelText('بحث بالاسم أو البريد'), { target: { value: ' أحمد ' } });
    fireEvent.change(screen.getByLabelText('طريقة المطابقة'), { target: { value: 'prefix' } });
    fireEvent.click(screen.getByRole('button', { name: 'بحث' }));
    await waitFor(() =>
      expect(Object.fromEntries(lastCall(calls, '/user/list')!.url.searchParams)).toEqual({
        page: '1',
        size: '10',
        role: String(Role.Tutor),
        verified: 'false',
        sort: 'asc',
        search: 'أحمد',
        match: 'prefix',
      }),
    );
  });

  it('reads its filters from the address, so a link from the overview opens the filtered list', async () => {
    signIn();
    const calls = api();
    renderAt(<AdminUsers />, { path: '/admin/users', url: '/admin/users?role=4&verified=true&page=2' });
    expect(await screen.findByText('لا يوجد مستخدمون بهذه الشروط.')).toBeTruthy();
    expect(Object.fromEntries(lastCall(calls, '/user/list')!.url.searchParams)).toEqual({
      page: '2',
      size: '10',
      role: '4',
      verified: 'true',
    });
    expect((screen.getByLabelText('الدور') as HTMLSelectElement).value).toBe('4');
  });

  it('says the list did not load, with a way to try again that shows it', async () => {
    signIn();
    let down = true;
    api({ 'GET /user/list': () => (down ? { status: 500, body: { code: 'internal' } } : paged([listed()])) });
    renderAt(<AdminUsers />, { path: '/admin/users' });
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('تعذر تحميل المستخدمين.');
    down = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'حاول مرة أخرى' }));
    expect(await screen.findAllByTestId('user-row')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a user’s admin page', () => {
  it('edits a student’s details without a role choice for a regular admin', async () => {
    signIn(Role.RegularAdmin);
    const puts: unknown[] = [];
    api({ 'PUT /user/12': (body) => (puts.push(body), { body: { ...account(), ...(body as object) } }) });
    renderAt(<AdminUser />, { path: '/admin/user/:id', url: '/admin/user/12' });
    const form = await screen.findByTestId('user-edit');
    expect(within(form).queryByLabelText('الدور')).toBeNull();
    fireEvent.change(within(form).getByLabelText(/رقم الموبايل/), { target: { value: '٠١١٢٣٤٥٦٧٨٩' } });
    fireEvent.click(within(form).getByRole('button', { name: 'حفظ التغييرات' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ name: 'منى أحمد', phone: '01123456789', gender: 'female', birthYear: 1998, city: 1 });
    // the student's stats, subscription, lessons, payments and ratings load beside the form
    expect((await screen.findByTestId('member-subscription')).textContent).toContain('المبتدئ');
    expect(screen.getByTestId('member-lessons')).toBeTruthy();
    expect(screen.getByTestId('member-payments')).toBeTruthy();
    expect(screen.getByTestId('member-ratings')).toBeTruthy();
  });

  it('offers the role to the super admin and sends only a changed role', async () => {
    signIn(Role.SuperAdmin, 1);
    const puts: unknown[] = [];
    api({ 'PUT /user/12': (body) => (puts.push(body), { body: { ...account(), ...(body as object) } }) });
    renderAt(<AdminUser />, { path: '/admin/user/:id', url: '/admin/user/12' });
    const form = await screen.findByTestId('user-edit');
    fireEvent.change(within(form).getByLabelText('الدور'), { target: { value: String(Role.TutorManager) } });
    fireEvent.click(within(form).getByRole('button', { name: 'حفظ التغييرات' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ role: Role.TutorManager });
  });

  it('shows a refused choice under its select, as under a text field, and ties it to the select', async () => {
    signIn(Role.SuperAdmin, 1);
    api({
      'PUT /user/12': () => ({
        status: 400,
        body: { code: 'bad-request', errors: { city: 'invalid', role: 'invalid', phone: 'invalid-phone' } },
      }),
    });
    renderAt(<AdminUser />, { path: '/admin/user/:id', url: '/admin/user/12' });
    const form = await screen.findByTestId('user-edit');
    fireEvent.click(within(form).getByRole('button', { name: 'حفظ التغييرات' }));
    const city = within(form).getByLabelText('المحافظة');
    await waitFor(() => expect(city.getAttribute('aria-invalid')).toBe('true'));
    expect(city.tagName).toBe('SELECT');
    const said = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '');
    expect(said(city)?.textContent).toBe('القيمة غير صحيحة.');
    expect(said(city)?.getAttribute('role')).toBe('alert');
    // the line sits under its own select, as the phone's sits under its input
    expect(city.parentElement?.contains(said(city))).toBe(true);
    expect(said(within(form).getByLabelText(/رقم الموبايل/))?.getAttribute('role')).toBe('alert');
    const role = within(form).getByLabelText('الدور');
    expect(role.getAttribute('aria-invalid')).toBe('true');
    expect(said(role)?.textContent).toBe('القيمة غير صحيحة.');
    // the role's hint gives way to the error, as a text field's does
    expect(within(form).queryByText('تغيير الدور يغيّر صلاحيات الحساب فورًا.')).toBeNull();
  });

  it('leaves another admin’s account read-only for a regular admin', async () => {
    signIn(Role.RegularAdmin);
    api({ 'GET /user/12': () => ({ body: account({ role: Role.RegularAdmin }) }) });
    renderAt(<AdminUser />, { path: '/admin/user/:id', url: '/admin/user/12' });
    expect((await screen.findByTestId('read-only')).textContent).toContain('المشرف العام');
    expect(screen.queryByTestId('user-edit')).toBeNull();
    expect(screen.queryByTestId('account-status')).toBeNull();
  });

  it('deactivates an account only after a confirmation', async () => {
    signIn();
    const puts: unknown[] = [];
    api({ 'PUT /user/12': (body) => (puts.push(body), { body: account() }) });
    renderAt(<AdminUser />, { path: '/admin/user/:id', url: '/admin/user/12' });
    const status = await screen.findByTestId('account-status');
    fireEvent.click(within(status).getByRole('button', { name: 'إيقاف الحساب' }));
    const dialog = screen.getByRole('alertdialog', { name: 'إيقاف الحساب' });
    expect(puts).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'نعم، أوقف الحساب' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(puts).toEqual([{ deactivated: true }]);
    expect(screen.getByTestId('account-state').textContent).toContain('موقوف');
    expect(within(status).getByRole('button', { name: 'إعادة تفعيل الحساب' })).toBeTruthy();
  });
});

describe('the lessons page', () => {
  it('filters by status and Cairo dates, and cancels a lesson after a confirmation', async () => {
    signIn();
    let cancelled = false;
    const calls = api({
      'GET /lesson/list': () => paged([lesson(cancelled ? { status: 'cancelled', canceledAt: Date.now() } : {})]),
      'DELETE /lesson/5': () => ((cancelled = true), { body: lesson({ status: 'cancelled' }) }),
    });
    renderAt(<AdminLessons />, { path: '/admin/lessons' });
    const row = await screen.findByTestId('lesson-row');
    expect(row.textContent).toContain('٧٥');
    expect(within(row).getByRole('link', { name: 'أحمد علي' }).getAttribute('href')).toBe('/admin/tutor/7');

    fireEvent.change(screen.getByLabelText('الحالة'), { target: { value: 'upcoming' } });
    // days are typed as Egyptians write them, in Arabic-Indic or Latin digits, and shown in Arabic-Indic digits
    const to = screen.getByRole('textbox', { name: 'إلى يوم' }) as HTMLInputElement;
    fireEvent.change(to, { target: { value: '31/2/2026' } });
    fireEvent.blur(to);
    expect(screen.getByRole('alert').textContent).toBe('اكتب التاريخ يومًا/شهرًا/سنة، مثل ٢٧/١١/٢٠٢٦.');
    fireEvent.change(screen.getByRole('textbox', { name: 'من يوم' }), { target: { value: '١/١٢/٢٠٢٦' } });
    fireEvent.change(to, { target: { value: '3/12/2026' } });
    await waitFor(() => expect(to.value).toBe('٠٣\u200f/١٢\u200f/٢٠٢٦'));
    expect((screen.getByRole('textbox', { name: 'من يوم' }) as HTMLInputElement).value).toBe('٠١\u200f/١٢\u200f/٢٠٢٦');
    await waitFor(() =>
      expect(Object.fromEntries(lastCall(calls, '/lesson/list')!.url.searchParams)).toEqual({
        page: '1',
        size: '10',
        status: 'upcoming',
        from: String(localTime('2026-12-01', 0)),
        to: String(localTime('2026-12-04', 0)),
      }),
    );
    // Cairo midnight is 22:00 UTC the day before in winter
    expect(localTime('2026-12-01', 0)).toBe(Date.UTC(2026, 10, 30, 22));

    fireEvent.click(within(await screen.findByTestId('lesson-row')).getByRole('button', { name: 'إلغاء الدرس' }));
    const dialog = screen.getByRole('alertdialog', { name: 'إلغاء الدرس' });
    expect(dialog.textContent).toContain('منى أحمد');
    fireEvent.click(within(dialog).getByRole('button', { name: 'نعم، ألغِ الدرس' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(lastCall(calls, '/lesson/5', 'DELETE')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('lesson-row')).queryByRole('button', { name: 'إلغاء الدرس' })).toBeNull());
    expect(screen.getByTestId('lesson-row').textContent).toContain('ملغى');
  });

  it('filters by a tutor picked by name, never by a typed id, and clears it', async () => {
    signIn();
    const calls = api({
      'GET /user/list': (_, url) =>
        paged(
          url.searchParams.get('search') === 'أحمد'
            ? [listed({ id: 7, name: 'أحمد علي', email: 'ahmed@kalam.test', role: Role.Tutor })]
            : [],
        ),
      'GET /user/7': () => ({ body: account({ id: 7, name: 'أحمد علي', role: Role.Tutor }) }),
      'GET /lesson/list': () => paged([lesson()]),
    });
    renderAt(<AdminLessons />, { path: '/admin/lessons' });
    fireEvent.change(await screen.findByLabelText('المدرس'), { target: { value: 'أحمد' } });
    const match = await screen.findByRole('button', { name: /أحمد علي/ });
    const search = lastCall(calls, '/user/list')!.url.searchParams;
    expect([search.get('search'), search.get('role')]).toEqual(['أحمد', String(Role.Tutor)]);
    fireEvent.click(match);
    await waitFor(() => expect(lastCall(calls, '/lesson/list')!.url.searchParams.get('tutorId')).toBe('7'));
    expect((await screen.findByTestId('picked-person')).textContent).toBe('أحمد علي');
    fireEvent.click(screen.getByRole('button', { name: 'إزالة أحمد علي' }));
    await waitFor(() => expect(lastCall(calls, '/lesson/list')!.url.searchParams.get('tutorId')).toBeNull());
  });

  it('shows why a cancellation failed and keeps the dialog open', async () => {
    signIn();
    api({
      'GET /lesson/list': () => paged([lesson()]),
      'DELETE /lesson/5': () => ({ status: 404, body: { code: 'lesson-not-found' } }),
    });
    renderAt(<AdminLessons />, { path: '/admin/lessons' });
    fireEvent.click(within(await screen.findByTestId('lesson-row')).getByRole('button', { name: 'إلغاء الدرس' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'نعم، ألغِ الدرس' }));
    expect((await within(screen.getByRole('alertdialog')).findByRole('alert')).textContent).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('plans, coupons and invites', () => {
  const fillPlan = (form: HTMLElement) => {
    const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type('اسم الباقة بالعربية', 'العائلة');
    type('الاسم الداخلي', 'Family');
    type('الدقائق الأسبوعية', '١٢٠');
    type('سعر الشهر بالجنيه', '250.5');
    type('خصم الشهر ٪', '100');
    type('سعر ٣ شهور بالجنيه', '700');
    type('خصم ٣ شهور ٪', '100');
    type('سعر ٦ شهور بالجنيه', '1٬300');
    type('خصم ٦ شهور ٪', '100');
    type('سعر السنة بالجنيه', '2400');
    type('خصم السنة ٪', '10');
  };

  it('sends a new plan’s prices in piasters and shows the server’s field errors in Arabic', async () => {
    signIn();
    const posts: unknown[] = [];
    api({
      'GET /plan/list': () => paged([plan()]),
      'POST /plan': (body) => (
        posts.push(body),
        { status: 400, body: { code: 'bad-request', errors: { fullMonthDiscount: 'plan-total-discount', alias: 'long-plan-alias' } } }
      ),
    });
    renderAt(<AdminPlans />, { path: '/admin/plans' });
    expect((await screen.findByTestId('plan-row')).textContent).toContain('المبتدئ');
    fireEvent.click(screen.getByRole('button', { name: 'باقة جديدة' }));
    const form = screen.getByRole('dialog', { name: 'باقة جديدة' });
    fillPlan(form);
    fireEvent.click(within(form).getByRole('button', { name: 'حفظ الباقة' }));
    expect(await within(form).findByText('لا يمكن أن تكون كل مدد الباقة مجانية.')).toBeTruthy();
    expect(within(form).getByText('اسم الباقة طويل جدًا.')).toBeTruthy();
    expect(within(form).getByLabelText('خصم الشهر ٪').getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([
      {
        nameAr: 'العائلة',
        alias: 'Family',
        weeklyMinutes: 120,
        forInvitesOnly: false,
        active: true,
        fullMonthPrice: 25_050,
        fullMonthDiscount: 100,
        fullQuarterPrice: 70_000,
        fullQuarterDiscount: 100,
        halfYearPrice: 130_000,
        halfYearDiscount: 100,
        fullYearPrice: 240_000,
        fullYearDiscount: 10,
      },
    ]);
  });

  it('checks a plan against the shared rules before sending it', async () => {
    signIn();
    const calls = api({ 'GET /plan/list': () => paged([]) });
    renderAt(<AdminPlans />, { path: '/admin/plans' });
    fireEvent.click(await screen.findByRole('button', { name: 'باقة جديدة' }));
    const form = screen.getByRole('dialog', { name: 'باقة جديدة' });
    fillPlan(form);
    fireEvent.change(within(form).getByLabelText('الدقائق الأسبوعية'), { target: { value: '20' } });
    fireEvent.change(within(form).getByLabelText('سعر السنة بالجنيه'), { target: { value: '-5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'حفظ الباقة' }));
    expect(await within(form).findByText('الدقائق الأسبوعية يجب أن تكون من مضاعفات ١٥.')).toBeTruthy();
    // money is typed as a sum: a sign makes it no sum at all (core's poundsToPiasters), so the field says so
    expect(within(form).getByText('السعر يجب أن يكون رقمًا صحيحًا.')).toBeTruthy();
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);
  });

  it('edits a plan and deactivates it instead of deleting when payments refer to it', async () => {
    signIn();
    const puts: unknown[] = [];
    api({
      'GET /plan/list': () => paged([plan()]),
      'PUT /plan/1': (body) => (puts.push(body), { body: plan() }),
      'DELETE /plan/1': () => ({ body: plan({ active: false, updatedAt: 99 }) }),
    });
    renderAt(<AdminPlans />, { path: '/admin/plans' });
    fireEvent.click(within(await screen.findByTestId('plan-row')).getByRole('button', { name: 'تعديل' }));
    const form = screen.getByRole('dialog', { name: 'تعديل الباقة' });
    expect((within(form).getByLabelText('سعر الشهر بالجنيه') as HTMLInputElement).value).toBe('500');
    fireEvent.change(within(form).getByLabelText('سعر الشهر بالجنيه'), { target: { value: '550' } });
    fireEvent.click(within(form).getByRole('button', { name: 'حفظ الباقة' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts[0]).toMatchObject({ fullMonthPrice: 55_000, fullQuarterPrice: 140_000, weeklyMinutes: 60 });
  });

  it('creates a coupon valid to the end of a Cairo day', async () => {
    signIn();
    const created: CouponView[] = [];
    const posts: unknown[] = [];
    api({
      'GET /coupon/list': () => paged(created),
      'POST /coupon': (body) => {
        posts.push(body);
        const coupon = { id: 3, createdAt: 0, updatedAt: 0, ...(body as { code: string; discount: number; expiresAt: number }) };
        created.push(coupon);
        return { status: 201, body: coupon };
      },
    });
    renderAt(<AdminPlans />, { path: '/admin/plans', url: '/admin/plans?tab=coupons' });
    expect(screen.getByRole('tab', { name: 'أكواد الخصم' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('لا توجد أكواد خصم بعد.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'كود جديد' }));
    const form = screen.getByRole('dialog', { name: 'كود خصم جديد' });
    const day = localDate(Date.now() + 30 * DAY);
    fireEvent.change(within(form).getByLabelText('كود الخصم'), { target: { value: ' ramadan25 ' } });
    fireEvent.change(within(form).getByLabelText('نسبة الخصم ٪'), { target: { value: '٢٥' } });
    fireEvent.change(within(form).getByLabelText('صالح حتى يوم'), { target: { value: day } });
    fireEvent.click(within(form).getByRole('button', { name: 'حفظ الكود' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([{ code: 'RAMADAN25', discount: 25, expiresAt: localTime(day, 24 * 60) }]);
    const row = await screen.findByTestId('coupon-row');
    expect(row.textContent).toContain('RAMADAN25');
    expect(row.textContent).toContain('٢٥٪');
    expect(row.textContent).toContain('صالح');
  });

  it('refuses a coupon of 0 % before sending it', async () => {
    signIn();
    const calls = api();
    renderAt(<AdminPlans />, { path: '/admin/plans', url: '/admin/plans?tab=coupons' });
    fireEvent.click(await screen.findByRole('button', { name: 'كود جديد' }));
    const form = screen.getByRole('dialog', { name: 'كود خصم جديد' });
    fireEvent.change(within(form).getByLabelText('كود الخصم'), { target: { value: 'EID' } });
    fireEvent.change(within(form).getByLabelText('نسبة الخصم ٪'), { target: { value: '0' } });
    fireEvent.change(within(form).getByLabelText('صالح حتى يوم'), { target: { value: localDate(Date.now() + DAY) } });
    fireEvent.click(within(form).getByRole('button', { name: 'حفظ الكود' }));
    expect(await within(form).findByText('خصم الكود لا يمكن أن يكون صفرًا.')).toBeTruthy();
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);
  });

  it('invites an email to an invite-only plan', async () => {
    signIn();
    const posts: unknown[] = [];
    api({
      'GET /plan/list': () => paged([plan(), plan({ id: 4, alias: 'Corporate', forInvitesOnly: true })]),
      'POST /invite': (body) => (posts.push(body), { status: 201, body: { id: 1, usedAt: null, createdAt: 0, ...(body as object) } }),
    });
    renderAt(<AdminPlans />, { path: '/admin/plans', url: '/admin/plans?tab=invites' });
    fireEvent.click(await screen.findByRole('button', { name: 'دعوة جديدة' }));
    const form = screen.getByRole('dialog', { name: 'دعوة جديدة' });
    await waitFor(() => expect((within(form).getByLabelText('الباقة') as HTMLSelectElement).value).toBe('4'));
    fireEvent.change(within(form).getByLabelText('البريد الإلكتروني'), { target: { value: 'team@company.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'حفظ الدعوة' }));
    await waitFor(() => expect(posts).toEqual([{ email: 'team@company.com', planId: 4 }]));
  });

  it('says the invites did not load and loads them on retry, each cell naming its column for phones, and deletes one after asking', async () => {
    signIn();
    let down = true;
    const deleted: number[] = [];
    const invite = { id: 9, email: 'team@company.com', planId: 4, usedAt: null, createdAt: 0 };
    api({
      'GET /invite/list': () => (down ? { status: 500, body: { code: 'internal' } } : paged(deleted.length ? [] : [invite])),
      'GET /plan/list': () => paged([plan({ id: 4, alias: 'Corporate', forInvitesOnly: true })]),
      'DELETE /invite/9': () => (deleted.push(9), { body: invite }),
    });
    renderAt(<AdminPlans />, { path: '/admin/plans', url: '/admin/plans?tab=invites' });
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('تعذر تحميل الدعوات.');
    down = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'حاول مرة أخرى' }));
    const row = await screen.findByTestId('invite-row');
    expect(within(row).getByText('team@company.com').closest('td')!.getAttribute('data-label')).toBe('البريد الإلكتروني');
    expect(within(screen.getByTestId('admin-invites')).getByRole('columnheader', { name: 'إجراءات' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'حذف' }));
    const asking = screen.getByRole('alertdialog', { name: 'حذف الدعوة' });
    fireEvent.click(within(asking).getByRole('button', { name: 'نعم، احذف الدعوة' }));
    expect(await screen.findByText('لا توجد دعوات بعد.')).toBeTruthy();
    expect(deleted).toEqual([9]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('a tutor’s admin page', () => {
  const tutorAccount = (activated: boolean) =>
    account({
      id: 7,
      name: 'أحمد علي',
      email: 'ahmed@kalam.test',
      role: Role.Tutor,
      tutor: { bio: 'مدرس إنجليزي بخبرة', about: 'أدرّس المحادثة.', activated, noticeMinutes: 60, ...NO_DETAILS },
    });
  const tutorApi = (activated: boolean) =>
    api({
      'GET /user/7': () => ({ body: tutorAccount(activated) }),
      'GET /user/tutor/info/7': () => ({
        body: {
          id: 7,
          name: 'أحمد علي',
          image: null,
          gender: 'male',
          bio: 'مدرس إنجليزي بخبرة',
          about: 'أدرّس المحادثة.',
          rating: { avg: 4.5, count: 2 },
          lessonsTaught: 3,
          topics: [{ id: 1, nameAr: 'محادثة', nameEn: 'Conversation' }],
          nextFreeTime: null,
          planFrom: 60_000,
          video: null,
          thumbnail: null,
          noticeMinutes: 60,
          joinedAt: Date.UTC(2026, 0, 5),
        },
      }),
      'GET /user/tutor/stats/7': () => ({
        body: {
          lessons: { total: 3, upcoming: 1, fulfilled: 2, cancelled: 0 },
          minutesTaught: 60,
          students: 2,
          rating: { avg: 4.5, count: 2 },
          earnings: 15_000,
        },
      }),
      'GET /user/tutor/activity/7': () => ({
        body: {
          days: Array.from({ length: 28 }, (_, i) => ({ day: Date.UTC(2026, 10, 1 + i), lessons: i % 7 === 0 ? 2 : 0, minutes: 0 })),
        },
      }),
    });

  it('shows the public profile, stats, 28 days of activity and links to the photo session and chat', async () => {
    signIn();
    tutorApi(true);
    renderAt(<AdminTutor />, { path: '/admin/tutor/:id', url: '/admin/tutor/7' });
    const profile = await screen.findByTestId('tutor-profile');
    expect(await within(profile).findByText('محادثة')).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'الأرباح' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'الأرباح' }).textContent).toContain('١٥٠');
    expect((await screen.findByTestId('tutor-activity')).textContent).toContain('٨ دروس في آخر ٢٨ يومًا');
    expect(screen.getByRole('link', { name: 'جلسة التصوير' }).getAttribute('href')).toBe('/admin/photo-session/7');
    expect(screen.getByRole('link', { name: 'مراسلة' }).getAttribute('href')).toBe('/admin/chat?with=7');
  });

  it('does not ask for the public profile of a tutor not yet activated, and shows the account’s tutor fields', async () => {
    signIn();
    const calls = tutorApi(false);
    renderAt(<AdminTutor />, { path: '/admin/tutor/:id', url: '/admin/tutor/7' });
    expect(await screen.findByTestId('not-onboarded')).toBeTruthy();
    expect(screen.getByTestId('tutor-profile').textContent).toContain('مدرس إنجليزي بخبرة');
    expect(calls.some((c) => c.url.pathname.endsWith('/user/tutor/info/7'))).toBe(false);
  });
});
