import { type AvailabilityView, type CurrentUser, type LessonView, Role } from '@kalam/core';
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
  tutor: { id: 7, name: 'Sara Tutor', image: null, role: 3, gender: 'female' },
  student: { id: 4, name: 'منى', image: null, role: 4, gender: 'female' },
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
    expect(screen.queryByTestId('booking-summary')).toBeNull();
    await waitFor(() => expect(calls.filter((c) => c.url.pathname.endsWith('/availability-slot')).length).toBeGreaterThan(before));
  });

  it.each([
    ['reached-booking-limit', 'وصلت لحد الحجز', { name: 'اطّلع على الباقات', href: '/subscription' }],
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
    if (link) expect(within(error).getByRole('link', { name: link.name }).getAttribute('href')).toBe(link.href);
  });

  it('asks an unverified student to verify the email instead of offering the confirm button', async () => {
    startSession({ user: student({ verified: false }), token: token() }, false);
    const calls = api();
    show();
    await pick('السبت', '٣٠ دقيقة', '٥:٠٠ م');
    expect(screen.getByText('أكّد بريدك الإلكتروني أولًا لتتمكن من حجز الدروس.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تأكيد البريد الإلكتروني الآن' }).getAttribute('href')).toBe('/verify-email');
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
    expect(within(error).getByRole('link', { name: 'تأكيد البريد الإلكتروني الآن' }).getAttribute('href')).toBe('/verify-email');
  });

  it('sends a signed-out visitor to sign in and back to this page', async () => {
    const calls = api();
    show('/t/7?tab=video');
    await pick('السبت', '٣٠ دقيقة', '٥:٠٠ م');
    expect(screen.queryByRole('button', { name: 'تأكيد الحجز' })).toBeNull();
    const link = screen.getByRole('link', { name: 'سجّل الدخول لإتمام الحجز' });
    expect(link.getAttribute('href')).toBe(`/login?next=${encodeURIComponent('/t/7?tab=video')}`);
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);
  });
});
