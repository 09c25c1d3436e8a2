import { type AvailabilityView, type BookingAllowance, type CurrentUser, type LessonView, Role } from '@kalam/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingPanel } from '../src/features/booking/components/booking-panel';
import { endSession, startSession } from '../src/lib/session';
import { mockFetch, renderAt } from './render';

// The student's zone is Cairo (UTC+2 in November) whatever the machine's zone.
vi.mock('../src/lib/format', async (load) => ({
  ...(await load<typeof import('../src/lib/format')>()),
  userTimeZone: () => 'Africa/Cairo',
}));

const cairo = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour - 2, minute);
// Saturday 28 November 2026, 08:00 in Cairo
const NOW = cairo(28, 8);
const FREE = [
  { start: cairo(28, 17), end: cairo(28, 18) }, // Saturday 5–6 pm
  { start: cairo(30, 10), end: cairo(30, 10, 15) }, // Monday: room for 15 minutes only
  { start: cairo(31, 20), end: cairo(31, 21) }, // Tuesday 1 December, 8–9 pm
];

const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = () => `h.${b64url({ id: 4, iat: 0, exp: Math.floor(NOW / 1000) + 7 * 86_400 })}.s`;
const student = (over: Partial<CurrentUser> = {}): CurrentUser => ({
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
});
const lesson = (start: number, duration: LessonView['duration']): LessonView => ({
  id: 91,
  tutor: { id: 7, name: 'Sara Tutor', displayName: 'Sara Tutor', image: null, role: 3, gender: 'female' },
  student: { id: 4, name: 'منى', displayName: 'منى', image: null, role: 4, gender: 'female' },
  start,
  duration,
  price: duration * 250,
  cover: 'free',
  status: 'pending',
  canceledAt: null,
  canceledBy: null,
  rebookedFrom: null,
  createdAt: NOW,
  changeableUntil: start - 6 * 3_600_000,
});

type Answer = { status?: number; body: unknown };
// what the signed-in student's next bookings cost; each test sets its kind of student
let allowance: BookingAllowance = { plan: null, weeks: [], held: null, planFrom: 60_000 };
function api(
  book: (body: { start: number; duration: LessonView['duration'] }, headers: Headers) => Answer = (b) => ({
    status: 201,
    body: lesson(b.start, b.duration),
  }),
) {
  return mockFetch((url, init) => {
    if (url.pathname.endsWith('/availability-slot')) {
      const view: AvailabilityView = {
        tutorId: 7,
        noticeMinutes: 0,
        from: Number(url.searchParams.get('from')),
        to: Number(url.searchParams.get('to')),
        bookable: FREE,
        schedules: null,
        slots: null,
      };
      return { body: view };
    }
    if (url.pathname.endsWith('/lesson/allowance')) return { body: allowance };
    if (url.pathname.endsWith('/lesson') && init.method === 'POST') return book(JSON.parse(String(init.body)), new Headers(init.headers));
    return { status: 404, body: { code: 'not-found' } };
  });
}

const show = (url = '/t/7') => renderAt(<BookingPanel tutorId={7} tutorName="Sara Tutor" planFrom={60_000} />, { path: '/t/:id', url });
const days = () => screen.getAllByTestId('booking-day') as HTMLButtonElement[];
const pick = async (weekday: string, duration: '٣٠ دقيقة' | '١٥ دقيقة', time: string) => {
  await waitFor(() => expect(days()[0]!.disabled).toBe(false));
  fireEvent.click(days().find((d) => d.textContent!.includes(weekday))!);
  fireEvent.click(screen.getByRole('radio', { name: duration }));
  fireEvent.click(screen.getByRole('button', { name: time }));
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  endSession();
  vi.useRealTimers();
});

describe('booking a lesson', () => {
  it('offers the next 14 days from today in Cairo time, with days without free time disabled', async () => {
    const calls = api();
    show();
    await waitFor(() => expect(days()[0]!.disabled).toBe(false));
    expect(days()).toHaveLength(14);
    expect(days()[0]!.textContent).toContain('اليوم');
    expect(days()[0]!.textContent).toContain('السبت');
    expect(days()[0]!.textContent).toContain('٢٨ نوفمبر');
    expect(days()[1]!.textContent).toContain('الأحد');
    expect(days().map((d) => !d.disabled)).toEqual([true, false, true, true, ...Array(10).fill(false)]);
    const query = calls.find((c) => c.url.pathname.endsWith('/availability-slot'))!.url.searchParams;
    expect(query.get('tutorId')).toBe('7');
    expect(Number(query.get('from'))).toBe(cairo(28, 0));
    expect(Number(query.get('to'))).toBe(cairo(28, 0) + 14 * 86_400_000);
    // the later steps wait for a day
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('اختر اليوم أولًا.')).toBeTruthy();
  });

  it('lists the start times that fit the chosen duration, grouped by part of the day', async () => {
    api();
    show();
    await waitFor(() => expect(days()[0]!.disabled).toBe(false));
    fireEvent.click(days()[0]!);
    expect(screen.getByRole('radio', { name: '٣٠ دقيقة' }).getAttribute('aria-checked')).toBe('true');
    const afternoon = screen.getByRole('group', { name: 'بعد الظهر' });
    expect(
      within(afternoon)
        .getAllByTestId('booking-time')
        .map((b) => b.textContent),
    ).toEqual(['٥:٠٠ م', '٥:١٥ م', '٥:٣٠ م']);
    fireEvent.click(screen.getByRole('radio', { name: '١٥ دقيقة' }));
    expect(screen.getAllByTestId('booking-time')).toHaveLength(4);

    fireEvent.click(days()[2]!); // Monday holds 15 minutes only
    fireEvent.click(screen.getByRole('radio', { name: '٣٠ دقيقة' }));
    expect(screen.getByText(/لا توجد مواعيد بهذه المدة في هذا اليوم/)).toBeTruthy();
    fireEvent.click(days()[3]!);
    expect(within(screen.getByRole('group', { name: 'مساءً' })).getAllByTestId('booking-time')[0]!.textContent).toBe('٨:٠٠ م');
  });

  it('books the chosen time with an idempotency key and shows the lesson with where to go next', async () => {
    startSession({ user: student(), token: token() }, false);
    const calls = api();
    show();
    await pick('السبت', '٣٠ دقيقة', '٥:١٥ م');
    const summary = screen.getByTestId('booking-summary');
    expect(summary.textContent).toContain('Sara Tutor');
    expect(summary.textContent).toContain('٣٠ دقيقة');
    expect(screen.getByTestId('booking-when').textContent).toMatch(/السبت.*٢٨ نوفمبر.*٥:١٥ م/);
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد الحجز' }));

    expect(await screen.findByRole('heading', { name: 'تم الحجز' })).toBeTruthy();
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/v1/lesson');
    expect(JSON.parse(String(post.init.body))).toEqual({ tutorId: 7, start: cairo(28, 17, 15), duration: 30 });
    expect(new Headers(post.init.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    const done = screen.getByTestId('booking-done');
    expect(done.textContent).toContain('السعر');
    expect(within(done).getByRole('link', { name: 'دروسي القادمة' }).getAttribute('href')).toBe('/upcoming-lessons');
    expect(within(done).getByRole('link', { name: 'لوحة التحكم' }).getAttribute('href')).toBe('/s/dashboard');
    // the times are fetched again after booking
    await waitFor(() => expect(calls.filter((c) => c.url.pathname.endsWith('/availability-slot')).length).toBeGreaterThan(1));
  });

  it('retries the same choice with the same key, and a new choice with a new one', async () => {
    startSession({ user: student(), token: token() }, false);
    let fail = true;
    const keys: string[] = [];
    api((b, headers) => {
      keys.push(headers.get('idempotency-key')!);
      return fail ? { status: 503, body: { code: 'service-unavailable' } } : { status: 201, body: lesson(b.start, b.duration) };
    });
    show();
    await pick('السبت', '٣٠ دقيقة', '٥:٠٠ م');
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد الحجز' }));
    expect(await screen.findByText('الخدمة غير متاحة الآن. حاول بعد قليل.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد الحجز' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
    await screen.findByText('الخدمة غير متاحة الآن. حاول بعد قليل.');
    fireEvent.click(screen.getByRole('button', { name: '٥:١٥ م' }));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد الحجز' }));
    await screen.findByTestId('booking-done');
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('says the time was just taken, clears the choice and fetches the times again', async () => {
    startSession({ user: student(), token: token() }, false);
    const calls = api(() => ({ status: 409, body: { code: 'busy-tutor' } }));
    show();
    await pick('السبت', '٣٠ دقيقة', '٥:٠٠ م');
    const before = calls.filter((c) => c.url.pathname.endsWith('/availability-slot')).length;
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد الحجز' }));
    expect((await screen.findByTestId('booking-error')).textContent).toContain('حُجز هذا الموعد للتو');
    await waitFor(() => expect(screen.queryByTestId('booking-summary')).toBeNull());
    await waitFor(() => expect(calls.filter((c) => c.url.pathname.endsWith('/availability-slot')).length).toBeGreaterThan(before));
  });

  it.each([
    ['reached-booking-limit', 'وصلت لحد الحجز', { name: 'اطّلع على الباقات', href: '/subscription?next=' }],
    ['conflicting-lessons', 'لديك درس آخر في هذا الوقت', null],
    ['tutor-not-found', 'المدرس غير موجود.', null],
  ] as const)('explains %s in Arabic', async (code, text, link) => {
    startSession({ user: student(), token: token() }, false);
    api(() => ({ status: code === 'tutor-not-found' ? 404 : 409, body: { code } }));
    show();
    await pick('السبت', '١٥ دقيقة', '٥:٤٥ م');
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد الحجز' }));
    const error = await screen.findByTestId('booking-error');
    expect(error.textContent).toContain(text);
    // the way forward brings the student back to this very time
    if (link)
      expect(within(error).getByRole('link', { name: link.name }).getAttribute('href')).toMatch(
        new RegExp(`^${link.href.replace('?', '\\?')}.*at%3D`),
      );
  });

  it('asks an unverified student to verify the email instead of offering the confirm button', async () => {
    startSession({ user: student({ verified: false }), token: token() }, false);
    const calls = api();
    show();
    await pick('السبت', '٣٠ دقيقة', '٥:٠٠ م');
    expect(screen.getByText('أكّد بريدك الإلكتروني أولًا لتتمكن من حجز الدروس.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تأكيد البريد الإلكتروني الآن' }).getAttribute('href')).toMatch(
      /^\/verify-email\?next=.*at%3D/,
    );
    expect(screen.queryByRole('button', { name: 'تأكيد الحجز' })).toBeNull();
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);
  });

  it('handles the server saying the email is not verified (a stale session)', async () => {
    startSession({ user: student(), token: token() }, false);
    api(() => ({ status: 400, body: { code: 'bad-request', errors: { verified: 'required' } } }));
    show();
    await pick('السبت', '٣٠ دقيقة', '٥:٠٠ م');
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد الحجز' }));
    const error = await screen.findByTestId('booking-error');
    expect(error.textContent).toContain('أكّد بريدك الإلكتروني أولًا');
    expect(within(error).getByRole('link', { name: 'تأكيد البريد الإلكتروني الآن' }).getAttribute('href')).toMatch(
      /^\/verify-email\?next=/,
    );
  });

  it('sends a signed-out visitor to sign up or sign in and back to this page with the chosen day, length and time', async () => {
    const calls = api();
    show('/t/7?tab=video');
    await pick('السبت', '٣٠ دقيقة', '٥:٠٠ م');
    expect(screen.queryByRole('button', { name: 'تأكيد الحجز' })).toBeNull();
    const back = `/t/7?tab=video&day=2026-11-28&len=30&at=${cairo(28, 17)}`;
    expect(screen.getByRole('link', { name: 'أنشئ حسابًا لإتمام الحجز' }).getAttribute('href')).toBe(
      `/register/student?next=${encodeURIComponent(back)}`,
    );
    expect(screen.getByRole('link', { name: 'لديك حساب؟ سجّل الدخول' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent(back)}`,
    );
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);
  });

  it('opens on the time carried in the address, and says plainly when it was taken meanwhile, with the nearest free times', async () => {
    startSession({ user: student(), token: token() }, false);
    api();
    const { unmount } = show(`/t/7?day=2026-11-28&len=30&at=${cairo(28, 17, 15)}`);
    await waitFor(() => expect(screen.getByTestId('booking-when').textContent).toMatch(/السبت.*٢٨ نوفمبر.*٥:١٥ م/));
    expect(screen.getByRole('button', { name: 'تأكيد الحجز' })).toBeTruthy();
    unmount();

    // 4:30 pm is not free (someone booked it while the student signed up)
    show(`/t/7?day=2026-11-28&len=30&at=${cairo(28, 16, 30)}`);
    const taken = await screen.findByTestId('booking-taken');
    expect(taken.textContent).toMatch(/الموعد الذي اخترته \(السبت.*٤:٣٠ م\) حُجز ولم يعد متاحًا/);
    const nearest = within(taken).getAllByTestId('booking-nearest');
    expect(nearest.map((b) => b.textContent)).toEqual([
      expect.stringMatching(/٥:٠٠ م/),
      expect.stringMatching(/٥:١٥ م/),
      expect.stringMatching(/٥:٣٠ م/),
      expect.stringMatching(/الثلاثاء.*٨:٠٠ م/),
    ]);
    fireEvent.click(nearest[0]!);
    await waitFor(() => expect(screen.getByTestId('booking-when').textContent).toMatch(/٥:٠٠ م/));
    expect(screen.queryByTestId('booking-taken')).toBeNull();
  });
});

describe('one price story in the booking panel', () => {
  const WEEK = { start: cairo(28, 0), end: cairo(35, 0) };
  const book = async () => {
    await pick('السبت', '٣٠ دقيقة', '٥:٠٠ م');
  };

  it('tells a visitor the first lesson is free and what plans cost a month, never a per-lesson price', async () => {
    api();
    show();
    expect((await screen.findByTestId('booking-cost')).textContent).toMatch(
      /^أول درس مجاني، وبعده تحجز بباقة من \W*٦٠٠\W*ج\.م\.\W* شهريًا\.$/,
    );
    await book();
    expect(screen.getByTestId('booking-price').textContent).toBe('مجاني لأول درس');
  });

  it('tells a student without a plan the lesson is free, before and after booking, and offers a plan that comes back here', async () => {
    allowance = { plan: null, weeks: [{ ...WEEK, usedMinutes: 0, weeklyMinutes: 0 }], held: null, planFrom: 60_000 };
    startSession({ user: student(), token: token() }, false);
    api((b) => ({ status: 201, body: { ...lesson(b.start, b.duration), cover: 'free' } }));
    show();
    await waitFor(() => expect(screen.getByTestId('booking-cost').textContent).toContain('هذا الدرس مجاني'));
    await book();
    expect(screen.getByTestId('booking-price').textContent).toBe('مجاني (بدون باقة)');
    expect(screen.getByTestId('booking-subscribe').getAttribute('href')).toMatch(/^\/subscription\?next=.*at%3D/);
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد الحجز' }));
    expect((await screen.findByTestId('booking-done-price')).textContent).toBe('مجاني (بدون باقة)');
    expect(screen.getByTestId('booking-done').textContent).not.toMatch(/ج\.م\./);
  });

  it('stops a student who holds their free lesson before they press, with a plan as the way to this time', async () => {
    allowance = { plan: null, weeks: [], held: { id: 3, start: cairo(31, 20), tutorName: 'Omar' }, planFrom: 60_000 };
    startSession({ user: student(), token: token() }, false);
    const calls = api();
    show();
    await waitFor(() =>
      expect(screen.getByTestId('booking-cost').textContent).toMatch(
        /درسًا مجانيًا واحدًا في كل مرة، ولديك درس قادم .*الثلاثاء.* مع \u2068Omar\u2069/,
      ),
    );
    await book();
    expect(screen.queryByRole('button', { name: 'تأكيد الحجز' })).toBeNull();
    expect(within(screen.getByTestId('booking-blocked')).getByRole('link', { name: 'اشترك في باقة واحجز هذا الموعد' })).toBeTruthy();
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);
  });

  it("shows a subscriber the minutes left in the lesson's week before they pick, and what is left after booking", async () => {
    allowance = {
      plan: { nameAr: 'المبتدئ', weeklyMinutes: 60, end: cairo(28, 0) + 40 * 86_400_000 },
      weeks: [{ ...WEEK, usedMinutes: 15, weeklyMinutes: 60 }],
      held: null,
      planFrom: 60_000,
    };
    startSession({ user: student(), token: token() }, false);
    api((b) => {
      allowance = { ...allowance, weeks: [{ ...WEEK, usedMinutes: 45, weeklyMinutes: 60 }] };
      return { status: 201, body: { ...lesson(b.start, b.duration), cover: 'plan' } };
    });
    show();
    await waitFor(() =>
      expect(screen.getByTestId('booking-cost').textContent).toMatch(
        /ضمن باقة \u2068المبتدئ\u2069: يتبقى لك ٤٥ دقيقة من ساعة في أسبوع ٢٨ نوفمبر/,
      ),
    );
    await book();
    expect(screen.getByTestId('booking-price').textContent).toBe('ضمن باقتك، ويتبقى بعده ١٥ دقيقة في أسبوعه');
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد الحجز' }));
    await waitFor(() => expect(screen.getByTestId('booking-done-price').textContent).toBe('ضمن باقتك، ويتبقى بعده ١٥ دقيقة في أسبوعه'));
    expect(screen.getByTestId('booking-done').textContent).not.toMatch(/ج\.م\./);
  });

  it('names the full week and its renewal when the server refuses a subscriber', async () => {
    allowance = {
      plan: { nameAr: 'المبتدئ', weeklyMinutes: 60, end: cairo(28, 0) + 40 * 86_400_000 },
      weeks: [],
      held: null,
      planFrom: 60_000,
    };
    startSession({ user: student(), token: token() }, false);
    api(() => ({
      status: 409,
      body: {
        code: 'reached-booking-limit',
        details: {
          kind: 'weekly-minutes',
          planName: 'المبتدئ',
          week: { ...WEEK, usedMinutes: 60, weeklyMinutes: 60, timeZone: 'Africa/Cairo', firstDay: '2026-11-28', lastDay: '2026-12-04' },
          renewsAt: WEEK.end,
          askedMinutes: 30,
        },
      },
    }));
    show();
    await book();
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد الحجز' }));
    const error = await screen.findByTestId('booking-error');
    expect(error.textContent).toMatch(
      /استخدمت ساعة من ساعة في باقة المبتدئ للأسبوع من ٢٨ نوفمبر ٢٠٢٦ إلى ٤ ديسمبر ٢٠٢٦ \(بتوقيت القاهرة\)\. يتجدد رصيدك السبت، ٥ ديسمبر/,
    );
    expect(error.textContent).not.toContain('بدون باقة');
    expect(within(error).queryByRole('link', { name: 'اطّلع على الباقات' })).toBeNull();
  });
});
