import type { PublicUser } from '@kalam/core/api';
import { photoUrl } from '@kalam/core/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useTutorMeta } from '../api/tutor-meta';
import { uploadUrl } from '../api/upload-intro-video';
import '../i18n';

/** The applicant's whole application for the interviewer: photo, intro video, bio, about, topics and the public profile. */
export function ApplicationView({ applicant }: { applicant: PublicUser }) {
  const { t } = useTranslation();
  const id = useId();
  const meta = useTutorMeta(applicant.id);
  return (
    <section className="grid gap-3 rounded-xl border border-gray-200 p-4" aria-labelledby={`${id}-title`} data-testid="application">
      <h3 id={`${id}-title`} className="font-700 text-brand-900">
        {t('interviews.application.title')}
      </h3>
      <QueryState query={meta} error={t('interviews.application.error')}>
        {(m) => (
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <div className="grid content-start gap-3">
              {applicant.image ? (
                <img
                  src={photoUrl(applicant.image, 'small')}
                  alt={t('interviews.application.photo', { name: applicant.name })}
                  className="aspect-square w-32 rounded-xl object-cover sm:w-40"
                />
              ) : (
                <p className="text-sm text-gray-600">{t('interviews.application.noPhoto')}</p>
              )}
              <Link to={`/t/${applicant.id}`} className="btn-ghost justify-self-start px-3 py-1.5 text-sm" target="_blank">
                {t('interviews.application.preview')}
              </Link>
            </div>
            <dl className="grid min-w-0 content-start gap-3 text-sm">
              <div>
                <dt className="font-600 text-gray-800">{t('interviews.application.bio')}</dt>
                <dd dir="auto" data-testid="application-bio">
                  {m.bio || '—'}
                </dd>
              </div>
              <div>
                <dt className="font-600 text-gray-800">{t('interviews.application.about')}</dt>
                <dd dir="auto" className="whitespace-pre-line" data-testid="application-about">
                  {m.about || '—'}
                </dd>
              </div>
              <div>
                <dt className="font-600 text-gray-800">{t('interviews.application.topics')}</dt>
                <dd>
                  {m.topics.length ? (
                    <ul className="flex flex-wrap gap-1.5">
                      {m.topics.map((topic) => (
                        <li key={topic.id} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-brand-900">
                          <bdi>{topic.nameAr}</bdi>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    '—'
                  )}
                </dd>
              </div>
              <div>
                <dt className="font-600 text-gray-800">{t('interviews.application.video')}</dt>
                <dd>
                  {m.video ? (
                    <video
                      controls
                      preload="metadata"
                      src={uploadUrl(m.video)}
                      poster={m.thumbnail ? uploadUrl(m.thumbnail) : undefined}
                      className="mt-1 aspect-video w-full max-w-md rounded-xl bg-black"
                      data-testid="application-video"
                    />
                  ) : (
                    t('interviews.application.noVideo')
                  )}
                </dd>
              </div>
            </dl>
          </div>
        )}
      </QueryState>
    </section>
  );
}
