import type { TutorInfo } from '@kalam/core';
import { Role } from '@kalam/core/enums';
import { tutorDisplayName } from '@kalam/core/tutor-profile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TutorAvatar } from '../../../components/tutor-avatar';
import { formatMinutes } from '../../../lib/format';
import { priceStory } from '../../../lib/price-story';
import { useSession } from '../../../lib/session';
import { latinNameOf } from './profile-details';
import { NewTutorMark } from './tutor-details';
import '../i18n';

/** Brings the booking steps into view and focuses their title. */
export function scrollToBooking() {
  const panel = document.getElementById('booking');
  panel?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  panel?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

/** The profile's head: who, their rating, price and topics; `rating` and `report` come from their own features. */
export function ProfileHeader({
  tutor,
  canBook,
  rating,
  report,
}: {
  tutor: TutorInfo;
  canBook: boolean;
  rating: ReactNode;
  report: ReactNode;
}) {
  const { t } = useTranslation();
  const student = useSession().user?.role === Role.Student;
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
          {rating}
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
          <a
            href="#booking"
            className="btn-primary mt-4 w-full sm:w-auto lg:hidden"
            onClick={(e) => (e.preventDefault(), scrollToBooking())}
          >
            {t('tutorProfile.bookCta')}
          </a>
        )}
        {student && (
          <Link to={`/chat?with=${tutor.id}`} className="btn-ghost mt-4 w-full sm:ms-2 sm:w-auto lg:ms-0" data-testid="message-tutor">
            {t('tutorProfile.messageTutor')}
          </Link>
        )}
        {report}
      </div>
    </header>
  );
}
