import type { TutorInfo } from '@kalam/core';
import { Role } from '@kalam/core/enums';
import { tutorDisplayName } from '@kalam/core/tutor-profile';
import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { LoadError } from '../components/query-state';
import { TutorAvatar } from '../components/tutor-avatar';
import { RatingSummary } from '../features/ratings/components/rating-summary';
import { latinNameOf, NewTutorMark, ProfileDetails } from '../features/tutors/components/tutor-details';
import { ApiError } from '../lib/api';
import { useHydrated } from '../lib/client-value';
import { formatMinutes, formatNumber } from '../lib/format';
import { priceStory } from '../lib/price-story';
import { tutorIdOf, useTutorInfo } from '../lib/resources/tutor';
import { useSession } from '../lib/session';
import NotFound from './not-found';
import '../features/tutors/i18n';

// What the first view of the profile does not show loads apart: the booking steps (below the tabs on phones; fetched
// while the profile itself loads), the other tabs, and what only signed-in visitors use (the report button, the
// follower of tutor changes).
const loadBookingPanel = () => import('../features/booking/components/booking-panel');
const BookingPanel = lazy(() => loadBookingPanel().then((m) => ({ default: m.BookingPanel })));
const ReviewsList = lazy(() => import('../features/ratings/components/reviews-list').then((m) => ({ default: m.ReviewsList })));
const IntroVideo = lazy(() => import('../features/tutors/components/intro-video').then((m) => ({ default: m.IntroVideo })));
const ReportButton = lazy(() => import('../features/reports/components/report-button').then((m) => ({ default: m.ReportButton })));
const TutorsCacheFollower = lazy(() =>
  import('../features/tutors/hooks/use-tutors-cache').then((m) => ({ default: m.TutorsCacheFollower })),
);

const TABS = ['about', 'specialities', 'video', 'reviews'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => (TABS as readonly (string | null)[]).includes(v);

function toBooking() {
  const panel = document.getElementById('booking');
  panel?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  panel?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

export default function TutorProfile() {
  return <TutorProfileView id={tutorIdOf(useParams().id)} />;
}

/**
 * A tutor's public profile; `preview` is an applicant's own look at it before approval (decision 032), which the API
 * shows only to them, interviewers and admins: marked as a preview, without booking.
 */
export function TutorProfileView({ id, preview = false }: { id: number; preview?: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const valid = id > 0;
  const info = useTutorInfo(id);
  const hydrated = useHydrated();
  // students book; visitors see the steps and sign in at the end; tutors and staff only look
  const canBook = !user || user.role === Role.Student;
  useEffect(() => {
    if (canBook) void loadBookingPanel();
  }, [canBook]);
  // `#booking` (a past lesson's "book again"): the app's own navigation does not scroll to an anchor
  const { hash } = useLocation();
  const shown = info.isSuccess;
  useEffect(() => {
    if (hash === '#booking' && shown) toBooking();
  }, [hash, shown]);

  if (!valid || (info.error instanceof ApiError && info.error.code === 'tutor-not-found')) return <NotFound />;
  if (info.isPending) return <ProfileSkeleton />;
  if (info.isError)
    return (
      <div className="container">
        <LoadError message={t('tutorProfile.error')} onRetry={() => info.refetch()} />
      </div>
    );
  const tutor = info.data;
  // only admins, interviewers and the tutor receive these flags: a page the public cannot open, shown with the reason
  const hidden = preview ? null : tutor.deactivated ? 'deactivated' : tutor.activated === false ? 'notActivated' : null;
  const bookable = canBook && !hidden && !preview;
  const name = tutorDisplayName(tutor);

  return (
    <div className={`container grid gap-6 py-6 md:py-8 ${bookable ? 'lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start' : ''}`}>
      <div className="min-w-0">
        {hydrated && user && (
          <Suspense fallback={null}>
            <TutorsCacheFollower />
          </Suspense>
        )}
        {hidden && (
          <p
            role="note"
            data-testid="hidden-tutor-banner"
            className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 font-600 text-amber-900"
          >
            {t(`tutorProfile.hidden.${hidden}`)}
          </p>
        )}
        {preview && <PreviewBanner own={user?.id === tutor.id} />}
        <ProfileHeader tutor={tutor} canBook={bookable} />
        <ProfileDetails tutor={tutor} />
        <ProfileTabs tutor={tutor} />
      </div>
      {bookable && (
        // on desktop the panel stays in view beside long reviews and scrolls inside when taller than the screen
        <aside
          id="booking"
          className="min-w-0 scroll-mt-20 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto lg:rounded-2xl"
          aria-label={t('tutorProfile.bookingLabel')}
        >
          {/* the booking steps need JavaScript: the server sends their frame, and without JavaScript, a way to sign in */}
          {hydrated ? (
            <Suspense fallback={<BookingPanelSkeleton />}>
              <BookingPanel tutorId={tutor.id} tutorName={name} planFrom={tutor.planFrom} />
            </Suspense>
          ) : (
            <BookingPanelSkeleton />
          )}
          <noscript>
            <Link to={`/login?next=${encodeURIComponent(`/t/${tutor.id}`)}`} className="btn-primary mt-4 w-full">
              {t('tutorProfile.signInToBook')}
            </Link>
          </noscript>
        </aside>
      )}
    </div>
  );
}

function ProfileHeader({ tutor, canBook }: { tutor: TutorInfo; canBook: boolean }) {
  const { t } = useTranslation();
  const viewer = useSession().user;
  const student = viewer?.role === Role.Student;
  const name = tutorDisplayName(tutor);
  const latin = latinNameOf(tutor);
  return (
    <header className="card flex flex-col gap-4 p-5 sm:flex-row sm:items-start md:p-6">
      <TutorAvatar name={name} image={tutor.image} size="lg" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-2xl font-700 text-brand-900" dir="auto">
            {name}
          </h1>
          <NewTutorMark tutor={tutor} />
        </div>
        {latin && (
          <p className="text-sm text-gray-500">
            <bdi lang="en" data-testid="latin-name">
              {latin}
            </bdi>
          </p>
        )}
        {tutor.bio && <p className="mt-1 text-gray-700">{tutor.bio}</p>}
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <RatingSummary rating={tutor.rating} />
          <span className="text-gray-600">{t('tutors.card.lessonsTaught', { count: tutor.lessonsTaught })}</span>
          {tutor.planFrom !== null && (
            <span className="font-600 text-gray-800" data-testid="price-story">
              {priceStory(tutor.planFrom)}
            </span>
          )}
          {tutor.noticeMinutes > 0 && (
            <span className="text-gray-600">{t('tutorProfile.notice', { time: formatMinutes(tutor.noticeMinutes) })}</span>
          )}
        </div>
        {tutor.topics.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('tutorProfile.tabs.specialities')}>
            {tutor.topics.map((topic) => (
              <li key={topic.id} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-600 text-brand-800">
                {topic.nameAr}
              </li>
            ))}
          </ul>
        )}
        {/* on phones the booking steps sit below the tabs */}
        {canBook && (
          // biome-ignore lint/a11y/useValidAnchor: a link, so that without JavaScript it still jumps to the booking steps
          <a href="#booking" className="btn-primary mt-4 w-full sm:w-auto lg:hidden" onClick={(e) => (e.preventDefault(), toBooking())}>
            {t('tutorProfile.bookCta')}
          </a>
        )}
        {student && (
          <Link to={`/chat?with=${tutor.id}`} className="btn-ghost mt-4 w-full sm:ms-2 sm:w-auto lg:ms-0" data-testid="message-tutor">
            {t('tutorProfile.messageTutor')}
          </Link>
        )}
        {viewer && viewer.id !== tutor.id && (
          <Suspense fallback={null}>
            <ReportButton subject={{ reportedId: tutor.id, name }} className="btn-ghost mt-4 w-full text-gray-600 sm:ms-2 sm:w-auto" />
          </Suspense>
        )}
      </div>
    </header>
  );
}

/** Tabs with a roving focus (arrow keys follow the reading direction, Home/End) and the open tab in `?tab=`. */
function ProfileTabs({ tutor }: { tutor: TutorInfo }) {
  const { t, i18n } = useTranslation();
  // the video and reviews tabs load their code and data in the browser; the server sends their frame
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'about';
  const base = useId();
  const list = useRef<HTMLDivElement>(null);

  const select = (next: Tab) =>
    setParams(
      (p) => {
        p.set('tab', next);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  const onKey = (e: KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    const rtl = i18n.dir() === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const to =
      e.key === forward
        ? (i + 1) % TABS.length
        : e.key === back
          ? (i - 1 + TABS.length) % TABS.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? TABS.length - 1
              : -1;
    if (to < 0) return;
    e.preventDefault();
    const next = TABS[to] ?? tab;
    select(next);
    list.current?.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
  };

  return (
    <>
      <div
        ref={list}
        role="tablist"
        aria-label={t('tutorProfile.tabsLabel')}
        className="mt-6 flex gap-1 overflow-x-auto border-b border-gray-200"
        onKeyDown={onKey}
      >
        {TABS.map((name) => (
          <button
            key={name}
            id={`${base}-${name}`}
            data-tab={name}
            role="tab"
            type="button"
            aria-selected={tab === name}
            aria-controls={tab === name ? `${base}-panel` : undefined}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => select(name)}
            className={`-mb-px whitespace-nowrap border-b-2 px-3 py-3 sm:px-4 font-600 transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ${
              tab === name ? 'border-brand-700 text-brand-800' : 'border-transparent text-gray-600 hover:text-brand-700'
            }`}
          >
            {t(`tutorProfile.tabs.${name}`)}
            {name === 'reviews' && tutor.rating.count > 0 && (
              <span className="ms-2 rounded-full bg-gray-100 px-2 text-xs text-gray-600" aria-hidden>
                {formatNumber(tutor.rating.count)}
              </span>
            )}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-${tab}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel takes focus, as it may hold nothing focusable
        tabIndex={0}
        className="py-6 focus-visible:outline-2 focus-visible:outline-brand-600"
        data-testid={`panel-${tab}`}
      >
        {tab === 'about' &&
          (tutor.about ? (
            <p className="whitespace-pre-line leading-8 text-gray-800" dir="auto">
              {tutor.about}
            </p>
          ) : (
            <Empty>{t('tutorProfile.noAbout')}</Empty>
          ))}
        {tab === 'specialities' &&
          (tutor.topics.length ? (
            <ul className="flex flex-wrap gap-2">
              {tutor.topics.map((topic) => (
                <li key={topic.id}>
                  <Link
                    to={`/tutors?topic=${topic.id}`}
                    className="inline-block rounded-full bg-brand-50 px-4 py-2 font-600 text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {topic.nameAr}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <Empty>{t('tutorProfile.noTopics')}</Empty>
          ))}
        {/* one boundary per tab: a tab whose code is still loading shows its placeholder at once */}
        {(tab === 'video' || tab === 'reviews') &&
          (hydrated ? (
            <Suspense key={tab} fallback={<TabPlaceholder />}>
              {tab === 'video' && <IntroVideo video={tutor.video} thumbnail={tutor.thumbnail} name={tutorDisplayName(tutor)} />}
              {tab === 'reviews' && <ReviewsList tutorId={tutor.id} />}
            </Suspense>
          ) : (
            <TabPlaceholder />
          ))}
      </div>
    </>
  );
}

/** Says whose eyes this page is for: the applicant's own preview, or staff looking at an applicant. */
function PreviewBanner({ own }: { own: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="note"
      data-testid="preview-banner"
      className="mb-4 grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <p className="font-700">{t('tutorProfile.preview.title')}</p>
      <p>{t(own ? 'tutorProfile.preview.body' : 'tutorProfile.preview.staffBody')}</p>
      {own && (
        <div className="flex flex-wrap gap-2">
          <Link to="/tutor/onboarding" className="btn-ghost">
            {t('tutorProfile.preview.back')}
          </Link>
        </div>
      )}
    </div>
  );
}

const TabPlaceholder = () => <div className="h-48 animate-pulse rounded-2xl bg-gray-50" />;

function Empty({ children }: { children: string }) {
  return <p className="rounded-2xl border border-dashed border-gray-300 px-6 py-10 text-center text-gray-600">{children}</p>;
}

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    // at least a screen tall, like the profile it stands for: the footer stays below the fold instead of jumping away
    <div
      className="container grid min-h-[calc(100vh-4rem)] content-start gap-6 py-6 md:py-8 lg:grid-cols-[minmax(0,1fr)_26rem]"
      role="status"
      aria-busy="true"
      aria-label={t('app.loading')}
    >
      <div className="card flex animate-pulse gap-4 p-6">
        <div className="h-24 w-24 shrink-0 rounded-2xl bg-gray-200" />
        <div className="flex-1 space-y-3 pt-2">
          <div className="h-6 w-1/2 rounded bg-gray-200" />
          <div className="h-4 w-3/4 rounded bg-gray-100" />
          <div className="h-4 w-1/3 rounded bg-gray-100" />
        </div>
      </div>
      <div className="card h-72 animate-pulse bg-gray-50" />
    </div>
  );
}

/** The booking panel's frame while its code loads: the card with the title and the four steps' rows. */
function BookingPanelSkeleton() {
  return (
    <div className="card min-w-0 animate-pulse p-5 md:p-6" aria-hidden data-needs-js>
      <div className="h-7 w-1/3 rounded bg-gray-200" />
      <div className="mt-2 h-4 w-1/2 rounded bg-gray-100" />
      <div className="mt-5 space-y-5">
        <div className="h-24 rounded-xl bg-gray-100" />
        {[1, 2, 3].map((n) => (
          <div key={n} className="h-12 rounded-xl bg-gray-50" />
        ))}
      </div>
    </div>
  );
}
