import type { StudioTutor } from '@kalam/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../lib/media';
import '../i18n';

/** The tutor's photo, intro video and its thumbnail as students see them now. */
export function MediaPreview({ tutor }: { tutor: StudioTutor }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="current-media">
      <Figure caption={t('manage.studio.photo')}>
        {tutor.image ? (
          <img
            src={mediaUrl(tutor.image)}
            alt={t('manage.studio.photoOf', { name: tutor.name })}
            className="aspect-square w-full rounded-xl object-cover"
            data-testid="current-photo"
          />
        ) : (
          <None />
        )}
      </Figure>
      <Figure caption={t('manage.studio.video')}>
        {tutor.video ? (
          <video
            controls
            preload="metadata"
            playsInline
            src={mediaUrl(tutor.video)}
            poster={tutor.thumbnail ? mediaUrl(tutor.thumbnail) : undefined}
            aria-label={t('manage.studio.videoOf', { name: tutor.name })}
            className="aspect-video w-full rounded-xl bg-black"
            data-testid="current-video"
          />
        ) : (
          <None />
        )}
      </Figure>
      <Figure caption={t('manage.studio.thumbnail')}>
        {tutor.thumbnail ? (
          <img
            src={mediaUrl(tutor.thumbnail)}
            alt={t('manage.studio.thumbnailOf', { name: tutor.name })}
            className="aspect-video w-full rounded-xl object-cover"
            data-testid="current-thumbnail"
          />
        ) : (
          <None />
        )}
      </Figure>
    </div>
  );
}

function Figure({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <figure className="grid content-start gap-2">
      {children}
      <figcaption className="text-sm font-600 text-gray-700">{caption}</figcaption>
    </figure>
  );
}

function None() {
  const { t } = useTranslation();
  return (
    <p className="grid aspect-video place-items-center rounded-xl border border-dashed border-gray-300 text-sm text-gray-500">
      {t('manage.studio.session.none')}
    </p>
  );
}
