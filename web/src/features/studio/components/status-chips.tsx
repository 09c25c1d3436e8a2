import type { StudioTutor } from '@kalam/core';
import { useTranslation } from 'react-i18next';
import '../i18n';

const chip = (ok: boolean) =>
  `rounded-full px-2.5 py-0.5 text-xs font-700 ${ok ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'}`;

/** Whether the tutor has a photo and an intro video, and whether they are an active tutor yet. */
export function StatusChips({ tutor }: { tutor: StudioTutor }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-1.5" data-testid="media-status">
      <li className={chip(Boolean(tutor.image))} data-testid="photo-status">
        {t(tutor.image ? 'manage.studio.photoReady' : 'manage.studio.photoMissing')}
      </li>
      <li className={chip(Boolean(tutor.video))} data-testid="video-status">
        {t(tutor.video ? 'manage.studio.videoReady' : 'manage.studio.videoMissing')}
      </li>
      <li className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-600 text-gray-700">
        {t(tutor.activated ? 'manage.studio.activated' : 'manage.studio.applicant')}
      </li>
    </ul>
  );
}
