import type { TutorCard } from '@kalam/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Contact from '../src/routes/contact';
import Pricing from '../src/routes/pricing';
import Tutors from '../src/routes/tutors';
import { mockFetch, renderAt } from './render';

const tutor = (id: number): TutorCard => ({
  id, name: `Tutor ${String.fromCharCode(64 + id)}`, image: null, gender: 'female', bio: 'مدرسة إنجليزية ممتازة', about: '',
  rating: { avg: 4.5, count: 3 }, lessonsTaught: 12, topics: [{ id: 1, nameAr: 'محادثة', nameEn: 'Conversation' }], nextFreeTime: null,
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
    const calls = mockFetch(() => (reject ? { status: 400, body: { code: 'bad-request', errors: { email: 'invalid-email' } } } : { status: 201, body: { id: 7 } }));
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
        : { body: { list: url.searchParams.get('page') === '2' ? [tutor(11), tutor(12)] : Array.from({ length: 10 }, (_, i) => tutor(i + 1)), total: 12 } },
    );
    renderAt(<Tutors />, { path: '/tutors' });
    await waitFor(() => expect(screen.getAllByTestId('tutor-card')).toHaveLength(10));
    expect(screen.getByText('الصفحة ١ من ٢')).toBeTruthy();
    expect(screen.getAllByText('١٢ درسًا').length).toBe(10);
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }));
    await waitFor(() => expect(screen.getAllByTestId('tutor-card')).toHaveLength(2));
    expect(screen.getByText('Tutor K')).toBeTruthy();
    expect(calls.some((c) => c.url.searchParams.get('page') === '2')).toBe(true);
  });
});

describe('the pricing page', () => {
  it('shows the plans with Arabic titles, EGP prices and discounts per period', async () => {
    const plan = { id: 1, alias: 'Beginning', weeklyMinutes: 90, fullMonthPrice: 60000, fullMonthDiscount: 0, fullQuarterPrice: 180000, fullQuarterDiscount: 10,
      halfYearPrice: 360000, halfYearDiscount: 15, fullYearPrice: 720000, fullYearDiscount: 25, forInvitesOnly: false, active: true, createdAt: 0, updatedAt: 0 };
    mockFetch(() => ({ body: { list: [plan], total: 1 } }));
    renderAt(<Pricing />);
    expect(await screen.findByText('المبتدئ')).toBeTruthy();
    expect(screen.getByText('ساعة و٣٠ دقيقة أسبوعيًا')).toBeTruthy();
    expect(screen.getByText(/٦٠٠/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'سنوي' }));
    expect(await screen.findByText(/خصم ٢٥/)).toBeTruthy();
    expect(screen.getByText(/٥٬٤٠٠/)).toBeTruthy();
  });
});
