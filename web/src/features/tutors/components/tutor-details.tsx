import type { TutorCard } from '@kalam/core';
import { useTranslation } from 'react-i18next';
import { formatYear } from '../../../lib/format';
import '../i18n';

/** The strings' grammatical context for a tutor: feminine forms for a woman. */
export const context = (tutor: Pick<TutorCard, 'gender'>) => (tutor.gender === 'female' ? 'female' : undefined);

/** The "new tutor" mark for the first weeks after approval. */
export function NewTutorMark({ tutor }: { tutor: Pick<TutorCard, 'gender' | 'newTutor'> }) {
  const { t } = useTranslation();
  if (!tutor.newTutor) return null;
  return (
    <span className="inline-block rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-700 text-emerald-800" data-testid="new-tutor">
      {t('tutorProfile.details.newTutor', { context: context(tutor) })}
    </span>
  );
}

/** "العربية (لغة أم)، الإنجليزية (C2)": the level's CEFR code where there is one, else its name. */
export function LanguagesText({ languages, full = false }: { languages: TutorCard['languages']; full?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {languages.map((l, i) => (
        <span key={l.code}>
          {i > 0 && '، '}
          {t(`tutorDetails.languages.${l.code}`)}{' '}
          <span className="text-gray-500">
            (
            {l.level === 'native' ? (
              t('tutorDetails.levels.native')
            ) : full ? (
              <>
                {t(`tutorDetails.levels.${l.level}`)} <bdi>{l.level}</bdi>
              </>
            ) : (
              <bdi>{l.level}</bdi>
            )}
            )
          </span>
        </span>
      ))}
    </>
  );
}

/** Certificate names (user text, kept apart from the Arabic around them) with their years. */
export function CertificatesText({ certificates }: { certificates: TutorCard['certificates'] }) {
  return (
    <>
      {certificates.map((c, i) => (
        <span key={`${c.name}-${c.year}`}>
          {i > 0 && '، '}
          <bdi>{c.name}</bdi>
          {c.year !== null && <span className="text-gray-500"> ({formatYear(c.year)})</span>}
        </span>
      ))}
    </>
  );
}
