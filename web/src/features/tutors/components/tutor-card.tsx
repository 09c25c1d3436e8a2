import type { TutorCard as TutorCardData } from '@kalam/core';
import { BOUNDS, TIME_ZONE } from '@kalam/core/constants';
import { tutorDisplayName } from '@kalam/core/tutor-profile';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RatingStars } from '../../../components/rating-stars';
import { TutorAvatar } from '../../../components/tutor-avatar';
import { useClientValue } from '../../../lib/client-value';
import { formatNextFree, formatRating, userTimeZone } from '../../../lib/format';
import { priceStory } from '../../../lib/price-story';
import '../i18n';
import { CertificatesText, LanguagesText, NewTutorMark } from './tutor-details';

// memo: the list's own re-render right after hydration (its client-only values) leaves cards whose tutor is unchanged alone
export const TutorCard = memo(function TutorCard({ tutor }: { tutor: TutorCardData }) {
  const { t } = useTranslation();
  const timeZone = useClientValue(userTimeZone, TIME_ZONE);
  const rating = tutor.rating.avg;
  const nameId = useId();
  const name = tutorDisplayName(tutor);
  return (
    <article data-testid="tutor-card" className="tutor-card card flex flex-col p-5 transition-shadow hover:shadow-md">
      <div className="flex items-start gap-4">
        <TutorAvatar name={name} image={tutor.image} lazy />
        <div className="min-w-0 flex-1">
          <h2 id={nameId} className="truncate text-lg font-700 text-gray-900">
            <bdi>{name}</bdi>
          </h2>
          <p className="mt-1 text-gray-600">{tutor.bio}</p>
          <NewTutorMark tutor={tutor} />
        </div>
      </div>
      <dl className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <div className="flex items-center gap-2">
          <dt className="sr-only">{t('tutors.card.ratingTerm')}</dt>
          <dd className="flex items-center gap-2">
            {rating === null ? (
              tutor.newTutor ? null : (
                <span className="rounded-full bg-accent-400/20 px-2 py-0.5 text-xs font-700 text-amber-800">
                  {t('tutors.card.noRatings')}
                </span>
              )
            ) : (
              <>
                <RatingStars
                  value={rating}
                  label={t('tutors.card.ratingLabel', { rating: formatRating(rating), max: BOUNDS.ratingValue.max })}
                />
                <span className="font-700 text-amber-700" aria-hidden>
                  {formatRating(rating)}
                </span>
              </>
            )}
            <span className="text-gray-500">({t('tutors.card.reviews', { count: tutor.rating.count })})</span>
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('tutors.card.lessonsLabel')}</dt>
          <dd className="text-gray-600">{t('tutors.card.lessonsTaught', { count: tutor.lessonsTaught })}</dd>
        </div>
        {tutor.yearsTeaching !== null && (
          <div>
            <dt className="sr-only">{t('tutors.card.experienceTerm')}</dt>
            <dd className="text-gray-600">{t('tutorProfile.details.years', { count: tutor.yearsTeaching })}</dd>
          </div>
        )}
        {tutor.planFrom !== null && (
          <div>
            <dt className="sr-only">{t('tutors.card.priceTerm')}</dt>
            <dd className="font-600 text-gray-800" data-testid="price-story">
              {priceStory(tutor.planFrom)}
            </dd>
          </div>
        )}
      </dl>
      {(tutor.languages.length > 0 || tutor.certificates.length > 0) && (
        <dl className="mt-3 grid gap-1 text-sm text-gray-700">
          {tutor.languages.length > 0 && (
            <div data-testid="card-languages">
              <dt className="inline font-600">{t('tutors.card.languagesTerm')}: </dt>
              <dd className="inline">
                <LanguagesText languages={tutor.languages} />
              </dd>
            </div>
          )}
          {tutor.certificates.length > 0 && (
            <div data-testid="card-certificates">
              <dt className="inline font-600">{t('tutors.card.certificatesTerm')}: </dt>
              <dd className="inline">
                <CertificatesText certificates={tutor.certificates.slice(0, 3)} />
              </dd>
            </div>
          )}
        </dl>
      )}
      {tutor.nextFreeTime !== null && (
        <p className="mt-3 flex items-center gap-2 text-sm font-600 text-brand-800" data-testid="next-free">
          <span className="h-2 w-2 shrink-0 rounded-full bg-brand-500" aria-hidden />
          {t('tutors.card.nextFree', { when: formatNextFree(tutor.nextFreeTime, timeZone) })}
        </p>
      )}
      <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('tutors.topic')}>
        {tutor.topics.map((topic) => (
          <li key={topic.id} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-600 text-brand-800">
            {topic.nameAr}
          </li>
        ))}
      </ul>
      <Link to={`/t/${tutor.id}`} aria-describedby={nameId} className="btn-ghost mt-5 w-full">
        {t('tutors.card.viewProfile')}
      </Link>
    </article>
  );
});
