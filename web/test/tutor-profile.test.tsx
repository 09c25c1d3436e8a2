import type { CurrentUser, RatingView, TutorCard, TutorInfo } from '@kalam/core';
import { Role } from '@kalam/core/enums';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../src/lib/session';
import TutorProfile from '../src/routes/tutor-profile';
import Tutors from '../src/routes/tutors';
import { mockFetch, NO_CARD_DETAILS, renderAt } from './render';

vi.mock('../src/lib/format', async (load) => ({
  ...(await load<typeof import('../src/lib/format')>()),
  userTimeZone: () => 'Africa/Cairo',
}));

const cairo = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour - 2, minute);
const NOW = cairo(26, 9); // Thursday 26 November 2026, 9 am in Cairo

const card = (over: Partial<TutorCard> = {}): TutorCard => ({
  id: 7,
  name: 'سارة محمود',
  image: null,
  gender: 'female',
  bio: 'مدرسة محادثة للمبتدئين',
  about: '',
  rating: { avg: 4.5, count: 12 },
  lessonsTaught: 40,
  topics: [
    { id: 1, nameAr: 'محادثة', nameEn: 'Conversation' },
    { id: 2, nameAr: 'قواعد', nameEn: 'Grammar' },
  ],
  nextFreeTime: null,
  planFrom: 60_000,
  ...NO_CARD_DETAILS,
  ...over,
});
const info = (over: Partial<TutorInfo> = {}): TutorInfo => ({
  ...card(),
  about: 'أدرّس الإنجليزية منذ عشر سنوات.\nأحب المحادثة.',
  video: 'intro-7.mp4',
  thumbnail: 'thumb-7.jpg',
  noticeMinutes: 120,
  joinedAt: NOW,
  replyMinutes: null,
  ...over,
});
const rating = (id: number): RatingView => ({
  id,
  value: (id % 5) + 1,
  text: id === 1 ? 'درس رائع ومفيد' : null,
  rater: { id: 100 + id, name: `طالب ${id}`, displayName: `طالب ${id}`, image: null, role: Role.Student, gender: 'male' },
  rateeId: 7,
  ratee: { id: 7, name: 'سارة محمود', displayName: 'سارة محمود', image: null, role: Role.Tutor, gender: 'female' },
  createdAt: cairo(20, 12),
  updatedAt: cairo(20, 12),
});

function api(tutor: TutorInfo | null = info(), ratings: RatingView[] = Array.from({ length: 12 }, (_, i) => rating(i + 1))) {
  return mockFetch((url) => {
    if (url.pathname === '/api/v1/user/tutor/info/7') return tutor ? { body: tutor } : { status: 404, body: { code: 'tutor-not-found' } };
    if (url.pathname === '/api/v1/rating/list/tutor/7') {
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('size'));
      return { body: { list: ratings.slice((page - 1) * size, page * size), total: ratings.length } };
    }
    if (url.pathname === '/api/v1/availability-slot')
      return { body: { tutorId: 7, noticeMinutes: 0, from: 0, to: 0, bookable: [], schedules: null, slots: null } };
    return { status: 404, body: { code: 'not-found' } };
  });
}
const show = (url = '/t/7') => renderAt(<TutorProfile />, { path: '/t/:id', url });
const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const signIn = (role: number) =>
  startSession(
    {
      token: `h.${b64url({ id: 4, iat: 0, exp: Math.floor(NOW / 1000) + 86_400 })}.s`,
      user: {
        id: 4,
        name: 'منى',
        email: 'm@x.io',
        role,
        verified: true,
        hasPassword: true,
        image: null,
        gender: null,
        birthYear: null,
        phone: null,
        phoneVerified: false,
        city: null,
        creditScore: 0,
        notifications: null,
        tutor: null,
      } as CurrentUser,
    },
    false,
  );

beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterEach(() => {
  endSession();
  vi.useRealTimers();
});

describe('the tutor profile', () => {
  it('shows the Arabic display name, the Latin one under it, the new-tutor mark and what the tutor tells and the server computes', async () => {
    api(
      info({
        name: 'Sara Mahmoud',
        nameAr: 'سارة محمود',
        nameLatin: 'Sara Mahmoud',
        newTutor: true,
        languages: [
          { code: 'ar', level: 'native' },
          { code: 'en', level: 'C2' },
        ],
        yearsTeaching: 7,
        certificates: [{ name: 'CELTA', year: 2019 }],
        studentsTaught: 11,
        replyMinutes: 27,
      }),
    );
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'سارة محمود' })).toBeTruthy();
    expect(screen.getByTestId('latin-name').textContent).toBe('Sara Mahmoud');
    expect(screen.getByTestId('new-tutor').textContent).toBe('مدرّسة جديدة');
    const details = screen.getByTestId('tutor-details');
    // minutes shown in fives, in the tutor's gender
    expect(within(details).getByTestId('reply-time').textContent).toBe('ترد عادةً خلال ٣٠ دقيقة');
    expect(details.textContent).toContain('العربية (لغة أم)، الإنجليزية (إتقان تام C2)');
    expect(details.textContent).toContain('خبرة ٧ سنوات');
    expect(details.textContent).toContain('CELTA (٢٠١٩)');
    expect(details.textContent).toContain('١١ طالبًا');
  });

  it('shows the header card and opens on the About tab', async () => {
    api();
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'سارة محمود' })).toBeTruthy();
    expect(screen.getByText('مدرسة محادثة للمبتدئين')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'التقييم ٤٫٥ من ٥' })).toBeTruthy();
    expect(screen.getByText('(١٢ تقييمًا)')).toBeTruthy();
    expect(screen.getByText('٤٠ درسًا')).toBeTruthy();
    expect(screen.getByText('مهلة الحجز: ساعتين قبل الموعد')).toBeTruthy();
    expect(screen.getByText('س\u200cم')).toBeTruthy(); // initials without a photo
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['نبذة', 'التخصصات', 'فيديو تعريفي', 'التقييمات١٢']);
    expect(screen.getByRole('tab', { name: 'نبذة' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('أدرّس الإنجليزية منذ عشر سنوات.');
  });

  it('moves between tabs with the arrow keys in reading order and keeps the tab in the URL', async () => {
    api();
    const { router } = show();
    const about = await screen.findByRole('tab', { name: 'نبذة' });
    about.focus();
    fireEvent.keyDown(about, { key: 'ArrowLeft' }); // right to left: left is the next tab
    await waitFor(() => expect(screen.getByRole('tab', { name: 'التخصصات' }).getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'التخصصات' }));
    expect(router.state.location.search).toBe('?tab=specialities');
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'قواعد' }).getAttribute('href')).toBe('/tutors?topic=2');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=reviews'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' }); // wraps round
    await waitFor(() => expect(router.state.location.search).toBe('?tab=about'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=reviews'));
  });

  it('plays the intro video from the uploads with its thumbnail, or says there is none', async () => {
    api();
    show('/t/7?tab=video');
    const video = await screen.findByTestId('intro-video');
    expect(video.getAttribute('src')).toBe('/api/v1/assets/uploads/intro-7.mp4');
    expect(video.getAttribute('poster')).toBe('/api/v1/assets/uploads/thumb-7.jpg');
  });

  it('has a friendly empty state without a video', async () => {
    api(info({ video: null, thumbnail: null }));
    show('/t/7?tab=video');
    expect(await screen.findByText('لم يرفع المدرس فيديو تعريفيًا بعد.')).toBeTruthy();
    expect(screen.queryByTestId('intro-video')).toBeNull();
  });

  it('pages through the reviews until all are shown', async () => {
    const calls = api();
    show('/t/7?tab=reviews');
    await waitFor(() => expect(screen.getAllByTestId('review')).toHaveLength(10));
    const first = screen.getAllByTestId('review')[0]!;
    expect(within(first).getByRole('img', { name: 'مقبول: ٢ من ٥' })).toBeTruthy();
    expect(first.textContent).toContain('درس رائع ومفيد');
    expect(first.textContent).toContain('طالب 1');
    expect(first.textContent).toContain('٢٠ نوفمبر ٢٠٢٦');
    expect(screen.getByText('عرض ١٠ من ١٢')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'عرض المزيد من التقييمات' }));
    await waitFor(() => expect(screen.getAllByTestId('review')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'عرض المزيد من التقييمات' })).toBeNull();
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/v1/rating/')).map((c) => c.url.searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('invites the first review when there is none', async () => {
    api(info({ rating: { avg: null, count: 0 } }), []);
    show('/t/7?tab=reviews');
    expect(await screen.findByText('لا توجد تقييمات بعد. كن أول من يقيّم بعد درسك.')).toBeTruthy();
    expect(screen.getByText('جديد')).toBeTruthy();
  });

  it('answers an unknown tutor with the not-found page', async () => {
    api(null);
    show();
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('shows the booking steps to visitors and students, not to tutors', async () => {
    api();
    show();
    expect(await screen.findByTestId('booking-panel')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'احجز درسًا' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '١اختر اليوم',
      '٢مدة الدرس',
      '٣اختر الموعد',
      '٤تأكيد الحجز',
    ]);
  });

  it('leaves the booking panel out for a signed-in tutor', async () => {
    signIn(3);
    api();
    show();
    await screen.findByRole('heading', { level: 1, name: 'سارة محمود' });
    expect(screen.queryByTestId('booking-panel')).toBeNull();
  });
});

describe('the tutors list filters', () => {
  const list = (over: Partial<TutorCard> = {}) =>
    mockFetch((url) =>
      url.pathname.endsWith('/topic/list') ? { body: { list: [], total: 0 } } : { body: { list: [card(over)], total: 1 } },
    );

  it('puts day (Saturday first), time of day and minimum rating in the URL and the request', async () => {
    const calls = list();
    const { router } = renderAt(<Tutors />, { path: '/tutors', url: '/tutors?gender=female' });
    await screen.findByTestId('tutor-card');
    const day = screen.getByRole('combobox', { name: 'يوم متاح' }) as HTMLSelectElement;
    expect([...day.options].map((o) => o.textContent)).toEqual([
      'أي يوم',
      'السبت',
      'الأحد',
      'الاثنين',
      'الثلاثاء',
      'الأربعاء',
      'الخميس',
      'الجمعة',
    ]);
    fireEvent.change(day, { target: { value: '6' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'وقت متاح' }), { target: { value: 'evening' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'التقييم' }), { target: { value: '4' } });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('minRating')).toBe('4'));
    const query = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(query)).toEqual({ gender: 'female', day: '6', period: 'evening', minRating: '4' });
    await waitFor(() => {
      const last = calls.filter((c) => c.url.pathname.endsWith('/onboarded')).at(-1)!.url.searchParams;
      expect([last.get('day'), last.get('period'), last.get('minRating'), last.get('gender')]).toEqual(['6', 'evening', '4', 'female']);
    });
    fireEvent.click(screen.getByRole('link', { name: 'مسح عوامل التصفية' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('reads the filters back from the URL', async () => {
    const calls = list();
    renderAt(<Tutors />, { path: '/tutors', url: '/tutors?day=0&period=night&minRating=9' });
    await screen.findByTestId('tutor-card');
    expect((screen.getByRole('combobox', { name: 'يوم متاح' }) as HTMLSelectElement).value).toBe('0');
    expect((screen.getByRole('combobox', { name: 'وقت متاح' }) as HTMLSelectElement).value).toBe('night');
    const sent = calls.find((c) => c.url.pathname.endsWith('/onboarded'))!.url.searchParams;
    expect([sent.get('day'), sent.get('period'), sent.get('minRating')]).toEqual(['0', 'night', null]); // 9 is no rating
  });

  it('shows the next free time in Arabic on the card', async () => {
    list({ nextFreeTime: cairo(28, 17) });
    renderAt(<Tutors />, { path: '/tutors' });
    expect((await screen.findByTestId('next-free')).textContent).toBe('أقرب موعد: السبت ٥ م');
    expect(screen.getByRole('link', { name: 'عرض الملف والحجز' }).getAttribute('href')).toBe('/t/7');
  });

  it('adds the minutes, and the date when the time is a week or more away', async () => {
    list({ nextFreeTime: cairo(35, 9, 30) }); // Saturday 5 December
    renderAt(<Tutors />, { path: '/tutors' });
    expect((await screen.findByTestId('next-free')).textContent).toMatch(/^أقرب موعد: السبت، ٥ ديسمبر.*٩:٣٠ ص$/);
  });
});
