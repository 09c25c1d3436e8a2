import type { StudioTutor } from '@kalam/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusChips } from './status-chips';
import { TutorPhoto } from './tutor-photo';
import '../i18n';

/** A tutor in the photo-session list: photo, name, what media is missing and the way into their session. */
export function StudioCard({ tutor }: { tutor: StudioTutor }) {
  const { t } = useTranslation();
  return (
    <li className="card flex flex-col gap-3 p-4" data-testid="studio-tutor">
      <div className="flex items-start gap-3">
        <TutorPhoto name={tutor.name} image={tutor.image} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-700 text-gray-900" dir="auto">
            {tutor.name}
          </p>
          {tutor.bio && <p className="line-clamp-2 text-sm text-gray-600">{tutor.bio}</p>}
        </div>
      </div>
      <StatusChips tutor={tutor} />
      <Link
        to={`/admin/photo-session/${tutor.id}`}
        className="btn-primary mt-auto"
        aria-label={t('manage.studio.openLabel', { name: tutor.name })}
      >
        {t('manage.studio.open')}
      </Link>
    </li>
  );
}
