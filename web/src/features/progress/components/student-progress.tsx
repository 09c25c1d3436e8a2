import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studentProgressQuery } from '../api';
import { ProgressFigures } from './progress-figures';
import '../i18n';

/** What a tutor sees of their student's progress beside the lesson: the figures of the student's own page. */
export function StudentProgress({ student }: { student: { id: number; name: string } }) {
  const { t } = useTranslation();
  const progress = useQuery(studentProgressQuery(student.id));
  if (!progress.data) return null;
  return (
    <section className="container mt-6 max-w-4xl" aria-labelledby="student-progress-title" data-testid="student-progress">
      <h2 id="student-progress-title" className="text-lg font-700 text-brand-900">
        {t('progress.student.title', { name: student.name })}
      </h2>
      <p className="mb-3 text-sm text-gray-600">{t('progress.student.hint')}</p>
      <ProgressFigures progress={progress.data} />
    </section>
  );
}
