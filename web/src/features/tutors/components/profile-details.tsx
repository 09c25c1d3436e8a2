import type { TutorCard, TutorInfo } from '@kalam/core';
import { tutorDisplayName } from '@kalam/core/tutor-profile';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '../../../lib/format';
import '../profile-i18n';
import { CertificatesText, context, LanguagesText } from './tutor-details';

// What only a profile shows of a tutor, apart from what the search's cards share with it (tutor-details.tsx).

/** The Latin-letters name under the Arabic one, when it says something the heading does not. */
export function latinNameOf(tutor: Pick<TutorCard, 'name' | 'nameAr' | 'nameLatin'>): string | null {
  const latin = tutor.nameLatin ?? (tutor.nameAr && /[A-Za-z]/.test(tutor.name) ? tutor.name : null);
  return latin && latin !== tutorDisplayName(tutor) ? latin : null;
}

/** "يرد عادةً خلال ٣٠ دقيقة": minutes up to an hour (in fives), then whole hours, then "more than a day". */
function replyTimeText(t: TFunction, tutor: Pick<TutorInfo, 'gender' | 'replyMinutes'>): string | null {
  const m = tutor.replyMinutes;
  if (m === null) return null;
  if (m >= 24 * 60) return t('tutorProfile.details.replyMoreThanDay', { context: context(tutor) });
  const rounded = m <= 60 ? Math.ceil(m / 5) * 5 : Math.ceil(m / 60) * 60;
  return t('tutorProfile.details.replyTime', { context: context(tutor), time: formatMinutes(rounded) });
}

/** Languages, experience, certificates, students and reply time, as the profile lists them. */
export function ProfileDetails({ tutor }: { tutor: TutorInfo }) {
  const { t } = useTranslation();
  const reply = replyTimeText(t, tutor);
  const { languages, yearsTeaching, certificates, studentsTaught } = tutor;
  if (!languages.length && yearsTeaching === null && !certificates.length && !studentsTaught && !reply) return null;
  return (
    <section className="card mt-4 p-5 md:p-6" aria-labelledby="tutor-details-title" data-testid="tutor-details">
      <h2 id="tutor-details-title" className="text-lg font-700 text-gray-900">
        {t('tutorProfile.details.title')}
      </h2>
      {reply && (
        <p className="mt-2 flex items-center gap-2 text-sm font-600 text-brand-800" data-testid="reply-time">
          <span className="h-2 w-2 shrink-0 rounded-full bg-brand-500" aria-hidden />
          {reply}
        </p>
      )}
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_minmax(0,1fr)]">
        {languages.length > 0 && (
          <Row term={t('tutorProfile.details.languages')}>
            <LanguagesText languages={languages} full />
          </Row>
        )}
        {yearsTeaching !== null && (
          <Row term={t('tutorProfile.details.experience')}>{t('tutorProfile.details.years', { count: yearsTeaching })}</Row>
        )}
        {certificates.length > 0 && (
          <Row term={t('tutorProfile.details.certificates')}>
            <CertificatesText certificates={certificates} />
          </Row>
        )}
        {studentsTaught > 0 && (
          <Row term={t('tutorProfile.details.studentsLabel')}>{t('tutorProfile.details.students', { count: studentsTaught })}</Row>
        )}
      </dl>
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    // on phones a term sits just above its value; from the small breakpoint the list is two columns
    <div className="grid gap-0.5 sm:contents">
      <dt className="text-sm font-600 text-gray-600 sm:text-base">{term}</dt>
      <dd className="text-gray-900">{children}</dd>
    </div>
  );
}
