import type { ProgressView } from '@kalam/core/api';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';

function Figure({ label, value, note, testId }: { label: string; value: string; note: ReactNode; testId: string }) {
  return (
    <div className="card min-w-0 p-4" data-testid={testId}>
      <p className="text-sm text-gray-600">{label}</p>
      <p className="mt-1 text-2xl font-700 text-brand-900">{value}</p>
      <p className="mt-1 text-sm text-gray-600">{note}</p>
    </div>
  );
}

/** Words learned, homework done, the practice streak and the lessons of the last weeks, as the student and their tutors see them. */
export function ProgressFigures({ progress }: { progress: ProgressView }) {
  const { t } = useTranslation();
  const lessons = progress.weeks.reduce((sum, w) => sum + w.lessons, 0);
  const minutes = progress.weeks.reduce((sum, w) => sum + w.minutes, 0);
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <Figure
        testId="progress-words"
        label={t('progress.figures.words')}
        value={
          progress.words.total
            ? t('progress.figures.wordsValue', { learned: progress.words.learned, total: progress.words.total })
            : t('progress.figures.noWords')
        }
        note={
          progress.words.total ? (
            <>
              {t('progress.figures.wordsNote')}
              <br />
              {t('progress.figures.due', { count: progress.words.due })}
            </>
          ) : (
            t('progress.figures.fromTutor')
          )
        }
      />
      <Figure
        testId="progress-homework"
        label={t('progress.figures.homework')}
        value={
          progress.homework.total
            ? t('progress.figures.homeworkValue', { done: progress.homework.done, total: progress.homework.total })
            : t('progress.figures.noHomework')
        }
        note={progress.homework.total ? t('progress.figures.homeworkNote') : t('progress.figures.fromTutor')}
      />
      <Figure
        testId="progress-streak"
        label={t('progress.figures.streak')}
        value={t('progress.figures.streakValue', { count: progress.streak })}
        note={t('progress.figures.streakNote')}
      />
      <Figure
        testId="progress-lessons"
        label={t('progress.figures.recent')}
        value={t('progress.lessons', { count: lessons })}
        note={t('progress.minutes', { count: minutes })}
      />
    </div>
  );
}
