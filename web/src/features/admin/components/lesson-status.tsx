import type { LessonView } from '@kalam/core/api';
import { useTranslation } from 'react-i18next';

const TONES: Record<LessonView['status'], string> = {
  pending: 'bg-sky-100 text-sky-800',
  happening: 'bg-green-100 text-green-800',
  fulfilled: 'bg-gray-100 text-gray-700',
  cancelled: 'bg-red-100 text-red-800',
};

export function LessonStatusBadge({ status }: { status: LessonView['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-600 ${TONES[status]}`}>{t(`lessons.status.${status}`)}</span>
  );
}
