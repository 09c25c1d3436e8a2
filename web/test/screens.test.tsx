import type { TutorCard } from '@kalam/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Contact from '../src/routes/contact';
import Landing from '../src/routes/landing';
import Pricing from '../src/routes/pricing';
import Tutors from '../src/routes/tutors';
import { mockFetch, NO_CARD_DETAILS, renderAt } from './render';

const tutor = (id: number): TutorCard => ({
  id,
  name: `Tutor ${String.fromCharCode(64 + id)}`,
  image: null,
  gender: 'female',
  bio: 'مدرسة إنجليزية ممتازة',
  about: '',
  rating: { avg: 4.5, count: 3 },
  lessonsTaught: 12,
  topics: [{ id: 1, nameAr: 'محادثة', nameEn: 'Conversation' }],
  nextFreeTime: null,
  planFrom: 60_000,
  ...NO_CARD_DETAILS,
});

describe('the contact form', () => {
  it('shows the Arabic error under a 3-character title without calling the API', async () => {
    const calls = mockFetch(() => ({ status: 201, body: { id: 1 } }));
    renderAt(<Contact />);
    fireEvent.change(screen.getByLabelText('الاسم'), { target: { value: 'منى أحمد' } });
    fireEvent.change(screen.getByLabelText('البريد الإلكتروني'), { target: { value: 'mona@example.com' } });
    fireEvent.change(screen.getByLabelText('عنوان الرسالة'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('الرسالة'), { target: { value: 'أريد معرفة المزيد عن الباقات' } });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByText('العنوان قصير جدًا (٥ أحرف على الأقل).')).toBeTruthy();
    expect(screen.getByLabelText('عنوان الرسالة').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('shows the server field errors and then the thank-you message', async () => {
    let reject = true;
    const calls = mockFetch(() =>
      reject ? { status: 400, body: { code: 'bad-request', errors: { email: 'invalid-email' } } } : { status: 201, body: { id: 7 } },
    );
    renderAt(<Contact />);
    fireEvent.change(screen.getByLabelText('الاسم'), { target: { value: 'Omar Ali' } });
    fireEvent.change(screen.getByLabelText('البريد الإلكتروني'), { target: { value: 'omar@example.com' } });
    fireEvent.change(screen.getByLabelText('عنوان الرسالة'), { target: { value: 'سؤال عن الدروس' } });
    fireEvent.change(screen.getByLabelText('الرسالة'), { target: { value: 'أريد معرفة المزيد عن الباقات' } });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByText('البريد الإلكتروني غير صحيح.')).toBeTruthy();
    reject = false;
    fireEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByText(/وصلتنا رسالتك/)).toBeTruthy();
    expect(JSON.parse(String(calls[1]!.init.body))).toMatchObject({ title: 'سؤال عن الدروس' });
  });
});

describe('the tutors page', () => {
  it('renders cards from the API and pages through them', async () => {
    const calls = mockFetch((url) =>
      url.pathname.endsWith('/topic/list')
        ? { body: { list: [{ id: 1, nameAr: 'محادثة', nameEn: 'Conversation' }], total: 1 } }
        : {
            body: {
              list: url.searchParams.get('page') === '2' ? [tutor(11), tutor(12)] : Array.from({ length: 10 }, (_, i) => tutor(i + 1)),
              total: 12,
            },
          },
    );
    renderAt(<Tutors />, { path: '/tutors' });
    await waitFor(() => expect(screen.getAllByTestId('tutor-card')).toHaveLength(10));
    expect(screen.getByText('الصفحة ١ من ٢')).toBeTruthy();
    expect(screen.getAllByText('١٢ درسًا').length).toBe(10);
    fireEvent.click(screen.getByRole('link', { name: 'التالي' }));
    await waitFor(() => expect(screen.getAllByTestId('tutor-card')).toHaveLength(2));
    expect(screen.getByText('Tutor K')).toBeTruthy();
    expect(calls.some((c) => c.url.searchParams.get('page') === '2')).toBe(true);
  });

  it('shows each tutor rating as stars, links the card to the profile, and remembers the page size', async () => {
    const calls = mockFetch((url) => ({
      body: url.pathname.endsWith('/topic/list') ? { list: [], total: 0 } : { list: [tutor(1)], total: 1 },
    }));
    renderAt(<Tutors />, { path: '/tutors' });
    expect(await screen.findByRole('img', { name: 'التقييم ٤٫٥ من ٥' })).toBeTruthy();
    expect(screen.getByText('(٣ تقييمات)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'عرض الملف والحجز' }).getAttribute('href')).toBe('/t/1');
    expect(screen.getByText('الصفحة ١ من ١')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('عدد النتائج في الصفحة'), { target: { value: '20' } });
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('size') === '20')).toBe(true));
    expect(localStorage.getItem('kalam.pageSize')).toBe('20');
  });

  it('says so when no tutor matches the search', async () => {
    const calls = mockFetch(() => ({ body: { list: [], total: 0 } }));
    renderAt(<Tutors />, { path: '/tutors' });
    fireEvent.change(screen.getByRole('combobox', { name: 'ابحث باسم مدرس أو تخصص' }), { target: { value: 'Zeyad' } });
    fireEvent.click(screen.getByRole('button', { name: 'بحث' }));
    expect(await screen.findByText('لا يوجد مدرسون مطابقون لبحثك.')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('search') === 'Zeyad')).toBe(true));
  });

  it('offers to try again when the list cannot load', async () => {
    mockFetch(() => ({ status: 500, body: { code: 'unexpected' } }));
    renderAt(<Tutors />, { path: '/tutors' });
    expect(await screen.findByText('تعذر تحميل المدرسين.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'حاول مرة أخرى' })).toBeTruthy();
  });
});

const plan = {
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

describe('the pricing page', () => {
  it('shows the plans with Arabic titles, EGP prices and discounts per period', async () => {
    mockFetch(() => ({ body: { list: [plan], total: 1 } }));
    renderAt(<Pricing />);
    expect(await screen.findByText('المبتدئ')).toBeTruthy();
    expect(screen.getByText('ساعة و٣٠ دقيقة أسبوعيًا')).toBeTruthy();
    expect(screen.getByText(/٦٠٠/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'سنوي' }));
    expect(await screen.findByText(/خصم ٢٥/)).toBeTruthy();
    expect(screen.getByText(/٥٬٤٠٠/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'اشترك الآن' }).getAttribute('href')).toBe('/subscription?plan=1&period=2');
  });
});

describe('the landing page', () => {
  it('leads to the tutors and teases the plans with their monthly prices', async () => {
    mockFetch(() => ({
      body: { list: [{ ...plan, id: 2, alias: 'Advanced', nameAr: 'المتقدم', weeklyMinutes: 120, fullMonthPrice: 100000 }], total: 1 },
    }));
    renderAt(<Landing />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/[\u0600-\u06FF]/);
    expect(screen.getAllByRole('link', { name: 'تصفح المدرسين' })[0]!.getAttribute('href')).toBe('/tutors');
    const teaser = await screen.findByRole('list', { name: 'الباقات المتاحة' });
    expect(teaser.textContent).toMatch(/المتقدم/);
    expect(teaser.textContent).toMatch(/ساعتين أسبوعيًا/);
    expect(teaser.textContent).toMatch(/ابتداءً من \u200f?١٬٠٠٠\s?ج\.م\./);
  });
});
