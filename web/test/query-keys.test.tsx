import type { CurrentUser, LessonView, RatingView, TutorInfo, TutorStats } from '@kalam/core/api';
import { Role } from '@kalam/core/enums';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LessonList } from '../src/features/lessons/components/lesson-list';
import { RateTutorButton } from '../src/features/ratings/components/rate-tutor-button';
import { RateTutorDialog } from '../src/features/ratings/components/rate-tutor-dialog';
import { formatRating } from '../src/lib/format';
import { endSession, startSession } from '../src/lib/session';
import AdminTutor from '../src/routes/admin/tutor';
import TutorProfile from '../src/routes/tutor-profile';
import { mockFetch, NO_CARD_DETAILS } from './render';
import '../src/features/tutors/i18n';

// One query cache holds every screen of a tab: a rating saved anywhere must refresh each copy of the tutor it changes.

const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const ADMIN = 2;
const STUDENT = 12;
const TUTOR = { id: 7, name: 'أحمد علي', displayName: 'أحمد علي', image: null, role: Role.Tutor, gender: 'male' as const };

const signInAdmin = () =>
  startSession(
    {
      token: `h.${b64url({ id: ADMIN, iat: 0, exp: Math.floor(Date.now() / 1000) + 86_400 })}.s`,
      user: { id: ADMIN, name: 'سارة', email: 'admin@kalam.test', role: Role.RegularAdmin, verified: true } as CurrentUser,
    },
    false,
  );

/** The screens share one client; `staleTime` as in the app, so only an invalidation makes the open page refetch. */
function renderShared(client: QueryClient, path: string, url: string, element: ReactNode) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
const sharedClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } } });

/** The API of the admin's tutor page and of rating: tutor 7 has `ratings`, and a saved rating adds one of 5. */
function api() {
  const ratings: RatingView[] = [4, 5].map((value, i) => rating(i + 1, value));
  const summary = () => ({ avg: ratings.reduce((n, r) => n + r.value, 0) / ratings.length, count: ratings.length });
  const calls = mockFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${url.pathname.replace('/api/v1', '')}`;
    if (key === `GET /user/${TUTOR.id}`)
      return {
        body: {
          ...TUTOR,
          email: 'ahmed@kalam.test',
          verified: true,
          tutor: { bio: 'مدرس إنجليزي', about: 'أدرّس المحادثة.', activated: true, noticeMinutes: 60 },
        },
      };
    if (key === `GET /user/tutor/info/${TUTOR.id}`) return { body: info(summary()) };
    if (key === `GET /user/tutor/stats/${TUTOR.id}`) return { body: stats(summary()) };
    if (key === `GET /user/tutor/activity/${TUTOR.id}`) return { body: { days: [] } };
    if (key === `GET /rating/list/ratee/${TUTOR.id}`) return { body: { list: [...ratings].reverse(), total: ratings.length } };
    if (key === `GET /rating/list/rater/${STUDENT}`) return { body: { list: [], total: 0 } };
    if (key === 'GET /lesson/list') return { body: { list: [pastLesson], total: 1 } };
    if (key === 'POST /rating') {
      const saved = { ...rating(ratings.length + 1, 5), text: 'شرح واضح' };
      ratings.push(saved);
      return { status: 201, body: saved };
    }
    if (key.startsWith('GET /') && key.includes('/list')) return { body: { list: [], total: 0 } };
    return { status: 404, body: { code: 'not-found' } };
  });
  return { calls, fetched: (path: string) => calls.filter((c) => c.url.pathname === `/api/v1${path}`).length };
}
const rating = (id: number, value: number): RatingView => ({
  id,
  value,
  text: null,
  rater: { id: STUDENT + id, name: `طالب ${id}`, displayName: `طالب ${id}`, image: null, role: Role.Student, gender: 'male' },
  rateeId: TUTOR.id,
  ratee: TUTOR,
  createdAt: Date.UTC(2026, 10, id),
  updatedAt: Date.UTC(2026, 10, id),
});
const info = (summary: TutorInfo['rating']): TutorInfo => ({
  ...TUTOR,
  bio: 'مدرس إنجليزي',
  about: 'أدرّس المحادثة.',
  rating: summary,
  lessonsTaught: 3,
  topics: [],
  nextFreeTime: null,
  planFrom: 60_000,
  video: null,
  thumbnail: null,
  noticeMinutes: 60,
  joinedAt: Date.UTC(2026, 0, 5),
  replyMinutes: null,
  ...NO_CARD_DETAILS,
});
const stats = (summary: TutorStats['rating']): TutorStats => ({
  lessons: { total: 3, upcoming: 0, fulfilled: 3, cancelled: 0 },
  minutesTaught: 90,
  students: 2,
  rating: summary,
  earnings: null,
});
const pastLesson = {
  id: 5,
  tutor: TUTOR,
  student: { id: STUDENT, name: 'منى أحمد', displayName: 'منى أحمد', image: null, role: Role.Student, gender: 'female' },
  start: Date.now() - 86_400_000,
  duration: 30,
  price: 7_500,
  cover: 'free',
  status: 'fulfilled',
  canceledAt: null,
  canceledBy: null,
  rebookedFrom: null,
  createdAt: Date.now() - 2 * 86_400_000,
  changeableUntil: 0,
} as unknown as LessonView;

const count = (n: number) => `(${i18next.t('admin.member.stats.ratings', { count: n })})`;
/** What the admin's tutor page says of the rating: the profile's count, the stats' average, the list of ratings. */
async function expectAdminShows(n: number, avg: number) {
  expect(await within(await screen.findByTestId('tutor-profile')).findByText(count(n))).toBeTruthy();
  await waitFor(() =>
    expect(screen.getByRole('group', { name: i18next.t('admin.member.stats.rating') }).textContent).toContain(formatRating(avg)),
  );
  await waitFor(() => expect(within(screen.getByTestId('member-ratings')).getAllByTestId('rating')).toHaveLength(n));
}

afterEach(() => endSession());

describe('a rating change and the admin’s view of the tutor', () => {
  it('refreshes the profile, stats and ratings on the admin’s tutor page after a rating from the lesson page', async () => {
    signInAdmin();
    api();
    renderShared(
      sharedClient(),
      '/admin/tutor/:id',
      `/admin/tutor/${TUTOR.id}`,
      <>
        <AdminTutor />
        <RateTutorDialog tutor={TUTOR} raterId={STUDENT} onClose={() => {}} />
      </>,
    );
    await expectAdminShows(2, 4.5);
    const dialog = await screen.findByTestId('rate-tutor');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'ممتاز (٥ من ٥)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: i18next.t('rateTutor.submit') }));
    await expectAdminShows(3, 14 / 3);
  });

  it('refreshes them after a rating from the dashboard’s past lessons too', async () => {
    signInAdmin();
    api();
    renderShared(
      sharedClient(),
      '/admin/tutor/:id',
      `/admin/tutor/${TUTOR.id}`,
      <>
        <AdminTutor />
        <LessonList status="fulfilled" viewerId={STUDENT} past action={(l) => <RateTutorButton tutor={l.tutor} raterId={STUDENT} />} />
      </>,
    );
    await expectAdminShows(2, 4.5);
    fireEvent.click(await screen.findByRole('button', { name: i18next.t('rateTutor.open') }));
    const dialog = await screen.findByTestId('rate-tutor');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'ممتاز (٥ من ٥)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: i18next.t('rateTutor.submit') }));
    await expectAdminShows(3, 14 / 3);
  });
});

describe('one key per tutor query', () => {
  it('gives the admin’s tutor page and the public profile the same cached profile', async () => {
    signInAdmin();
    const { fetched } = api();
    const client = sharedClient();
    const admin = renderShared(client, '/admin/tutor/:id', `/admin/tutor/${TUTOR.id}`, <AdminTutor />);
    await expectAdminShows(2, 4.5);
    admin.unmount();
    endSession();
    renderShared(client, '/t/:id', `/t/${TUTOR.id}`, <TutorProfile />);
    expect(await screen.findByRole('heading', { level: 1, name: TUTOR.name })).toBeTruthy();
    expect(fetched(`/user/tutor/info/${TUTOR.id}`)).toBe(1);
  });
});
