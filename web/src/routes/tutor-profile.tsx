import { Role } from '@kalam/core/enums';
import { tutorDisplayName } from '@kalam/core/tutor-profile';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { LoadError } from '../components/query-state';
import { RatingSummary } from '../features/ratings/components/rating-summary';
import { ProfileDetails } from '../features/tutors/components/profile-details';
import { BookingPanelSkeleton, PreviewBanner, ProfileSkeleton } from '../features/tutors/components/profile-frames';
import { ProfileHeader, scrollToBooking } from '../features/tutors/components/profile-header';
import { ProfileTabs } from '../features/tutors/components/profile-tabs';
import { ApiError } from '../lib/api';
import { useHydrated } from '../lib/client-value';
import { tutorIdOf, useTutorInfo } from '../lib/resources/tutor';
import { useSession } from '../lib/session';
import NotFound from './not-found';
import '../features/tutors/i18n';
import '../features/tutors/profile-i18n';

// What the first view of the profile does not show loads apart: the booking steps (below the tabs on phones; fetched
// while the profile itself loads), the other tabs, and what only signed-in visitors use (the report button, the
// follower of tutor changes).
const loadBookingPanel = () => import('../features/booking/components/booking-panel');
const BookingPanel = lazy(() => loadBookingPanel().then((m) => ({ default: m.BookingPanel })));
const ReviewsList = lazy(() => import('../features/ratings/components/reviews-list').then((m) => ({ default: m.ReviewsList })));
const ReportButton = lazy(() => import('../features/reports/components/report-button').then((m) => ({ default: m.ReportButton })));
const TutorsCacheFollower = lazy(() =>
  import('../features/tutors/hooks/use-tutors-cache').then((m) => ({ default: m.TutorsCacheFollower })),
);

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
    if (hash === '#booking' && shown) scrollToBooking();
  }, [hash, shown]);

  const notFound = info.error instanceof ApiError && info.error.code === 'tutor-not-found';
  // the server answered as a visitor: a signed-in viewer may see more (an admin, a deactivated tutor), so they ask again
  const { refetch } = info;
  useEffect(() => {
    if (notFound && user) void refetch();
  }, [notFound, user, refetch]);

  if (!valid || notFound) return <NotFound />;
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
        <ProfileHeader
          tutor={tutor}
          canBook={bookable}
          rating={<RatingSummary rating={tutor.rating} />}
          report={
            user &&
            user.id !== tutor.id && (
              <Suspense fallback={null}>
                <ReportButton subject={{ reportedId: tutor.id, name }} className="btn-ghost mt-4 w-full text-gray-600 sm:ms-2 sm:w-auto" />
              </Suspense>
            )
          }
        />
        <ProfileDetails tutor={tutor} />
        <ProfileTabs tutor={tutor} reviews={<ReviewsList tutorId={tutor.id} />} />
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
